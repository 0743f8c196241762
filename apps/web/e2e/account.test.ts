// The account: overview and navigation, users (admins invite and change roles), addresses, consents, password
// change and the spend chart — each browser action checked against the API.
import { randomUUID } from 'node:crypto';
import { type ApiClient, createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
const people = new Map<string, Promise<Person>>();

/** The API as a demo person (one sign-in per person and file: the API limits password sign-ins per e-mail). */
function apiAs(email: string, password = DEMO_PASSWORD): Promise<Person> {
  let person = people.get(email);
  if (!person) {
    person = (async () => {
      const { apiUrl, shopSecret } = e2e();
      const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
        body: { email, password },
      });
      return {
        api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
        contactId: signedIn.contactId,
        customerId: signedIn.companies[0]?.customerId ?? '',
      };
    })();
    people.set(email, person);
  }
  return person;
}

const secretApi = () => createClient({ baseUrl: e2e().apiUrl, shopSecret: e2e().shopSecret });

type Mail = { to: string[]; subject: string; text: string };
/** The newest mail to an address whose subject matches, from the mailbox stand-in. */
async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  return expect
    .poll(
      async () => {
        const response = await fetch(`${e2e().mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
        return ((await response.json()) as { messages: Mail[] }).messages.find((m) => subject.test(m.subject));
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBeDefined()
    .then(async () => {
      const response = await fetch(`${e2e().mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
      return ((await response.json()) as { messages: Mail[] }).messages.find((m) => subject.test(m.subject))!;
    });
}
const freshEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@nordlys.example`;

test.describe('the account', () => {
  test('shows the overview with the role, and the side navigation collapses on phones', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('admin@nordlys.example');
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Min konto' }).waitFor();
    expect(await page.locator('[data-role]').first().getAttribute('data-role')).toBe('admin');
    const nav = page.getByRole('navigation', { name: 'Kontoen' });
    await expect(nav.getByRole('link', { name: 'Oversikt' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Brukere' }).count()).resolves.toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'account-overview');

    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = nav.getByRole('button', { name: 'Meny' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await nav.getByRole('link', { name: 'Adresser' }).isVisible()).toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await nav.getByRole('link', { name: 'Adresser' }).click();
    await page.waitForURL('**/account/addresses');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'account-addresses-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('lets the admin invite a user and change their role (checked at the API)', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('admin@nordlys.example');
    const { api, customerId } = await apiAs('admin@nordlys.example');
    await page.goto('/account/contacts');
    await page.getByRole('heading', { level: 1, name: 'Brukere' }).waitFor();

    const email = freshEmail('ny');
    await page.getByLabel('E-post', { exact: true }).fill(email);
    await page.getByLabel('Fornavn').fill('Nina');
    await page.getByLabel('Etternavn').fill('Nyansatt');
    await page.getByLabel('Rolle', { exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: 'Send invitasjon', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitasjonen er sendt til ${email}` })
      .waitFor();

    const invited = (await api.listContacts({ path: { customerId } })).contacts.find((c) => c.email === email);
    expect(invited).toMatchObject({ role: 'viewer', status: 'invited', firstName: 'Nina' });
    const row = page.locator(`tr[data-email="${email}"]`);
    await row.waitFor();
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('invited');

    // Change the role to buyer.
    await row.getByLabel('Rolle for Nina Nyansatt').selectOption('buyer');
    await row.getByRole('button', { name: 'Endre rolle' }).click();
    await row.getByRole('status').filter({ hasText: 'Nina Nyansatt er nå innkjøper.' }).waitFor();
    const changed = (await api.listContacts({ path: { customerId } })).contacts.find((c) => c.email === email);
    expect(changed?.role).toBe('buyer');
    await expect(row.locator('[data-role]').getAttribute('data-role')).resolves.toBe('buyer');

    // The admin's own row has no controls (the API refuses changing one's own membership).
    const own = page.locator('tr[data-email="admin@nordlys.example"]');
    expect(await own.getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'account-contacts');

    // Withdrawing the invitation removes the membership.
    await row.getByRole('button', { name: 'Trekk tilbake invitasjonen' }).click();
    await page.waitForURL('**/account/contacts?done=withdrawn');
    await page.getByRole('status').filter({ hasText: 'Invitasjonen er trukket tilbake.' }).waitFor();
    const after = (await api.listContacts({ path: { customerId } })).contacts;
    expect(after.some((c) => c.email === email)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("lets the admin change the company's phone (checked at the API); a viewer only reads", async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('admin@nordlys.example');
    const { api, customerId } = await apiAs('admin@nordlys.example');
    const before = await api.getCustomer({ path: { customerId } });
    await page.goto('/account/company');
    const phone = page.getByLabel('Telefon');
    expect(await phone.inputValue()).toBe(before.phone ?? '');
    await phone.fill('+47 22 33 44 55');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByRole('status').filter({ hasText: 'Lagret.' }).waitFor();
    expect((await api.getCustomer({ path: { customerId } })).phone).toBe('+47 22 33 44 55');
    await screenshot(page, 'account-company');
    // Put the demo data back (through the API: the form's answer was checked above).
    await api.updateCustomer({ body: { customerId, phone: before.phone } });
    await context.close();

    const viewer = await signedIn('viewer@nordlys.example');
    await viewer.page.goto('/account/company');
    await viewer.page.getByText('Bare administratorer kan endre firmaopplysningene.').waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Lagre' }).count()).toBe(0);
    expect([...problems, ...viewer.problems]).toEqual([]);
    await viewer.context.close();
  });

  test('keeps the buyer away from the users page', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/account');
    const nav = page.getByRole('navigation', { name: 'Kontoen' });
    await nav.getByRole('link', { name: 'Adresser' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Brukere' }).count()).toBe(0);
    await page.goto('/account/contacts');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Bare administratorer kan se og administrere brukerne.' })
      .waitFor();
    expect(await page.locator('tr[data-contact-id]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send invitasjon', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('adds, edits and deletes a delivery address; a refused zip code keeps what was typed', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    const { api, customerId } = await apiAs('buyer@nordlys.example');
    await page.goto('/account/addresses');
    const name = `Filial ${randomUUID().slice(0, 6)}`;
    const form = page.locator('form:has(#address-new-name)');
    await form.getByLabel('Navn (firma eller mottaker)').fill(name);
    await form.getByLabel('Adresse', { exact: true }).fill('Storgata 5');
    await form.getByLabel('Postnummer').fill('12');
    await form.getByLabel('Sted').fill('Oslo');
    await form.getByLabel('Leveringsbeskjed').fill('Ring på bakdøra');
    await form.getByRole('button', { name: 'Legg til leveringsadresse' }).click();
    await form.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
    expect(await form.getByLabel('Navn (firma eller mottaker)').inputValue()).toBe(name);
    expect(await form.getByLabel('Leveringsbeskjed').inputValue()).toBe('Ring på bakdøra');
    expect(await form.getByLabel('Postnummer').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Postnummer').fill('0150');
    await form.getByRole('button', { name: 'Legg til leveringsadresse' }).click();
    await page.waitForURL('**/account/addresses?done=added');
    const list = async () => (await api.listAddresses({ path: { customerId } })).addresses;
    const added = (await list()).find((a) => a.name === name);
    expect(added).toMatchObject({
      type: 'delivery',
      line1: 'Storgata 5',
      zipCode: '0150',
      city: 'Oslo',
      country: 'NO',
      deliveryInstructions: 'Ring på bakdøra',
    });
    const card = page.locator(`[data-address-id="${added?.addressId}"]`);
    await card.waitFor();
    await screenshot(page, 'account-addresses');

    // Edit: another city and no instructions.
    await card.getByRole('link', { name: `Endre ${name}` }).click();
    await page.waitForURL(`**/account/addresses/${added?.addressId}`);
    await page.getByLabel('Sted').fill('Oslo sentrum');
    await page.getByLabel('Leveringsbeskjed').fill('');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL('**/account/addresses?done=updated');
    const edited = (await list()).find((a) => a.addressId === added?.addressId);
    expect(edited).toMatchObject({ city: 'Oslo sentrum', deliveryInstructions: null });

    // Delete.
    await page
      .locator(`[data-address-id="${added?.addressId}"]`)
      .getByRole('button', { name: `Slett ${name}` })
      .click();
    await page.waitForURL('**/account/addresses?done=deleted');
    await page.getByRole('status').filter({ hasText: 'Adressen er slettet.' }).waitFor();
    expect((await list()).some((a) => a.addressId === added?.addressId)).toBe(false);
    expect(await page.locator(`[data-address-id="${added?.addressId}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('toggles a consent and shows the change in the history (checked at the API)', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('viewer@nordlys.example');
    const { api, customerId } = await apiAs('viewer@nordlys.example');
    const before = await api.listConsents({ path: { customerId } });
    const wasGranted = before.consents.find((c) => c.type === 'newsletter')?.isGranted ?? false;
    await page.goto('/account/consents');
    const box = page.getByLabel('Nyhetsbrev');
    expect(await box.isChecked()).toBe(wasGranted);
    await box.setChecked(!wasGranted);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByRole('status').filter({ hasText: 'Lagret.' }).waitFor();
    const after = await api.listConsents({ path: { customerId } });
    expect(after.consents.find((c) => c.type === 'newsletter')?.isGranted).toBe(!wasGranted);
    // Only the changed consent was recorded: the unanswered others stay unanswered.
    expect(after.history.length).toBe(before.history.length + 1);
    expect(after.history[0]).toMatchObject({ type: 'newsletter', isGranted: !wasGranted, source: 'web' });
    await page.locator(`.consent-history tr[data-type="newsletter"][data-granted="${!wasGranted}"]`).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-consents');

    // And back.
    await page.getByLabel('Nyhetsbrev').setChecked(wasGranted);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect
      .poll(async () => {
        const state = await api.listConsents({ path: { customerId } });
        return state.consents.find((c) => c.type === 'newsletter')?.isGranted;
      })
      .toBe(wasGranted);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('changes the password: still signed in here, the old one refused, the new one signs in; language stored', async ({
    signedIn,
  }) => {
    // A person of our own (invited by the demo admin, first password set by the web server's call), so that the
    // shared demo accounts keep their password.
    const { api: adminApi, customerId } = await apiAs('admin@nordlys.example');
    const email = freshEmail('passord');
    const { member } = await adminApi.createContact({
      body: { customerId, role: 'buyer', email, firstName: 'Per', lastName: 'Passord' },
    });
    const firstPassword = 'forste-passord-2026';
    const newPassword = 'andre-passord-2026';
    await secretApi().changePassword({
      path: { customerId: member.contactId },
      body: { newPassword: firstPassword },
    });

    const { context, page, problems } = await signedIn(email, { password: firstPassword });
    // Signing in does not join the company (issue 14): the overview lists the invitation, the person accepts it.
    await page.goto('/account');
    const invitation = page.locator('.account-invitations li').filter({ hasText: 'Nordlys Dagligvare AS' });
    await invitation.waitFor();
    const mine = await secretApi().listContactCompanies({ path: { contactId: member.contactId } });
    expect(mine.companies).toMatchObject([{ customerId, status: 'invited' }]);
    await expectAccessible(page);
    await screenshot(page, 'account-invitations');
    await invitation.getByRole('button', { name: 'Godta invitasjonen til Nordlys Dagligvare AS' }).click();
    await page.waitForURL('**/account?invitation=accepted');
    await page
      .locator('[data-invitation-notice="accepted"]')
      .filter({ hasText: 'Du er nå medlem av Nordlys Dagligvare AS.' })
      .waitFor();
    expect(await page.locator('[data-role]').first().getAttribute('data-role')).toBe('buyer');
    const joined = await secretApi().listContactCompanies({
      path: { contactId: member.contactId },
    });
    expect(joined.companies).toMatchObject([{ customerId, status: 'active', role: 'buyer' }]);
    await page.goto('/account/password');

    // A wrong current password: the API's message, the field marked.
    await page.getByLabel('Nåværende passord').fill('feil-passord-123');
    await page.getByLabel('Nytt passord', { exact: true }).fill(newPassword);
    await page.getByLabel('Gjenta nytt passord').fill(newPassword);
    await page.getByRole('button', { name: 'Bytt passord' }).click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
    expect(await page.getByLabel('Nåværende passord').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'account-password-refused');

    await page.getByLabel('Nåværende passord').fill(firstPassword);
    await page.getByLabel('Nytt passord', { exact: true }).fill(newPassword);
    await page.getByLabel('Gjenta nytt passord').fill(newPassword);
    await page.getByRole('button', { name: 'Bytt passord' }).click();
    await page.waitForURL('**/account/password?changed=1');
    await page.getByRole('status').filter({ hasText: 'Passordet er endret.' }).waitFor();
    await page.locator('[data-session="authenticated"]').waitFor();
    // Still signed in: a page that needs the API token works.
    await page.goto('/account/consents');
    await page.getByRole('heading', { level: 1, name: 'Samtykker' }).waitFor();

    // The old password is refused at the API, the new one accepted.
    const check = (password: string) =>
      secretApi()
        .checkUser({ body: { email, password } })
        .then(
          () => 200,
          (error: { status?: number }) => error.status,
        );
    expect(await check(firstPassword)).toBe(401);

    await page.goto('/logout');
    await page.locator('main').getByRole('button', { name: 'Logg ut' }).click();
    await page.locator('[data-session="unauthenticated"]').waitFor();
    await signIn(page, email, newPassword);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Min konto' }).waitFor();

    // The language choice is stored on the person (the API) and shown at once.
    await page.getByRole('radio', { name: 'English' }).check();
    await page.locator('.account-language').getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL('**/account?language=saved');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const contact = await secretApi().getContact({ path: { contactId: member.contactId } });
    expect(contact.locale).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('opens the mailed invitation link: sign in, see the company, accept (nothing happens by opening it)', async ({
    browse,
  }) => {
    const { api: adminApi, customerId } = await apiAs('admin@nordlys.example');
    const email = freshEmail('lenke');
    const { member } = await adminApi.createContact({
      body: { customerId, role: 'viewer', email, firstName: 'Lina', lastName: 'Lenke' },
    });
    const password = 'lenke-passord-2026';
    await secretApi().changePassword({
      path: { customerId: member.contactId },
      body: { newPassword: password },
    });
    const mail = await waitForMail(email, /invitert/i);
    const link = new URL(/(https?:\/\/\S+\/invitations\/accept\?token=[\w-]+)/.exec(mail.text)?.[1] ?? 'http://x/');
    expect(link.pathname).toBe('/invitations/accept');

    const { context, page, problems } = await browse();
    await page.goto(link.pathname + link.search);
    await page.locator('[data-invitation-sign-in]').click();
    await page.waitForURL('**/login**');
    const form = page.locator('form:has(#password)');
    await form.getByLabel('E-post', { exact: true }).fill(email);
    await form.getByLabel('Passord', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL('**/invitations/accept?token=**');
    const invitation = page.locator('[data-invitation]');
    await invitation.getByText('Nordlys Dagligvare AS inviterer deg som leser.').waitFor();
    // Opening the link and signing in accepted nothing.
    const before = await secretApi().listContactCompanies({
      path: { contactId: member.contactId },
    });
    expect(before.companies).toMatchObject([{ customerId, status: 'invited' }]);
    await expectAccessible(page);
    await screenshot(page, 'invitation-link');
    await invitation.getByRole('button', { name: 'Godta invitasjonen til Nordlys Dagligvare AS' }).click();
    await page.waitForURL('**/account?invitation=accepted');
    await page.locator('[data-invitation-notice="accepted"]').waitFor();
    const after = await secretApi().listContactCompanies({
      path: { contactId: member.contactId },
    });
    expect(after.companies).toMatchObject([{ customerId, status: 'active', role: 'viewer' }]);

    // The link again: already accepted, said so; nothing to press.
    await page.goto(link.pathname + link.search);
    await page.locator('[data-invitation-closed="accepted"]').waitFor();
    expect(await page.getByRole('button', { name: /Godta/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('declines an invitation from the account: the company no longer lists the person', async ({ signedIn }) => {
    const { api: adminApi, customerId } = await apiAs('admin@nordlys.example');
    const email = freshEmail('nei');
    const { member } = await adminApi.createContact({
      body: { customerId, role: 'buyer', email, firstName: 'Nils', lastName: 'Nei' },
    });
    const password = 'nei-takk-passord-2026';
    await secretApi().changePassword({
      path: { customerId: member.contactId },
      body: { newPassword: password },
    });
    const { context, page, problems } = await signedIn(email, { password });
    await page.goto('/account');
    await page.getByText(/Du er ikke knyttet til noe firma/).waitFor();
    await page.getByRole('button', { name: 'Avslå invitasjonen til Nordlys Dagligvare AS' }).click();
    await page.waitForURL('**/account?invitation=declined');
    await page.locator('[data-invitation-notice="declined"]').waitFor();
    expect(await page.locator('.account-invitations').count()).toBe(0);
    const listed = await adminApi.listContacts({ path: { customerId } });
    expect(listed.contacts.some((c) => c.contactId === member.contactId)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('shows the spend per month as a chart and a table, as the API counts it', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    const { api, customerId } = await apiAs('buyer@nordlys.example');
    // An order this month, through the storefront's checkout, so the chart has a bar.
    await page.goto('/product/allrengjoring-basic-100605');
    const addToCart = page
      .locator('.variant')
      .first()
      .locator('form', { has: page.getByRole('button', { name: /Legg i handlekurv/ }) });
    await addToCart.getByLabel('Antall').fill('3');
    await addToCart.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await addToCart.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Send bestilling' }).click();
    await page.waitForURL('**/orders/**');
    const spend = await api.getCustomerSpend({ path: { customerId }, query: { months: 12 } });
    await page.goto('/account/spend');
    await page.getByRole('heading', { level: 1, name: 'Forbruk' }).waitFor();
    const chart = page.getByRole('img', { name: /Forbruk per måned/ });
    await chart.waitFor();
    expect(await page.locator('.spend-bar').count()).toBe(12);
    const months = await page
      .locator('.spend-bar')
      .evaluateAll((bars) => bars.map((b) => b.getAttribute('data-month')));
    expect(months).toEqual(spend.months.map((m) => m.month));
    const nets = await page
      .locator('.spend-table tbody [data-net]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-net'))));
    expect(nets).toEqual(spend.months.map((m) => m.net.amount));
    expect(spend.months[11]?.orderCount).toBeGreaterThan(0);
    const thisMonth = page.locator(`.spend-bar[data-month="${spend.months[11]?.month}"] rect`);
    expect(Number(await thisMonth.getAttribute('height'))).toBeGreaterThan(0);
    expect(Number(await page.locator('[data-total-net]').getAttribute('data-total-net'))).toBe(spend.total.net.amount);
    await expectAccessible(page);
    await screenshot(page, 'account-spend');
    expect(problems).toEqual([]);
    await context.close();
  });
});
