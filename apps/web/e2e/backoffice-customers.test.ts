// The back office creates a company in the browser (docs/backoffice.md, "Customers"): customer service fills in the
// company form, a wrong org number check digit stands next to its field, the company page shows the invited admin
// and the audit log, its payment terms and sales rep are changed there, and the invitation mail arrives in the
// mailbox stand-in. Read-only staff get no form, and page through a company's orders on its page. A new
// company with a new address each run: no other test reads it.
import { randomUUID } from 'node:crypto';
import { apiAs, e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const SERVICE = 'kundeservice@engros.example';
const READ_ONLY = 'revisor@engros.example';

/** A valid Norwegian org number (mod 11, weights 3 2 7 6 5 4 3 2) that starts with 8 (the demo data's start with 9). */
function norwegianOrgNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const base = `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const check = 11 - (sum % 11);
    if (check !== 10) return base + (check === 11 ? '0' : String(check));
  }
}

type Mail = { to: string[]; subject: string; text: string };
/** The newest mail to an address whose subject matches, from the mailbox stand-in. */
async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  const find = async () => {
    const response = await fetch(`${e2e().mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
    return ((await response.json()) as { messages: Mail[] }).messages.find((m) => subject.test(m.subject));
  };
  await expect.poll(find, { timeout: 90_000, intervals: [500] }).toBeDefined();
  return (await find())!;
}

test.describe('back office: customers', () => {
  test('customer service creates a company and invites its admin, who gets the mail', async ({ signedIn }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Fjellkantina ${tag} AS`;
    const adminEmail = `admin-${tag}@fjellkantina.example`;
    const orgNumber = norwegianOrgNumber();
    const wrong = orgNumber.slice(0, -1) + String((Number(orgNumber.at(-1)) + 1) % 10);

    const staff = await signedIn(SERVICE);
    const { page } = staff;
    await page.goto('/backoffice/customers');
    await page.locator('[data-new-company]').click();
    await page.waitForURL('**/backoffice/customers/new');
    await expectAccessible(page);

    const form = page.locator('[data-create-company]');
    await form.getByLabel('Navn', { exact: true }).fill(name);
    await form.getByLabel('Hjemmemarked').selectOption('NO');
    await form.getByLabel('Organisasjonsnummer').fill(wrong);
    await form.getByLabel('Adresse', { exact: true }).fill('Fjellveien 2');
    await form.getByLabel('Postnummer').fill('2600');
    await form.getByLabel('Sted').fill('Lillehammer');
    await form.getByLabel(/^Kredittgrense/).fill('25 000');
    await form.getByLabel('Betalingsfrist (dager)').fill('14');
    const rep = form.getByLabel('Selger');
    const repValue = await rep.locator('option', { hasText: SERVICE }).getAttribute('value');
    await rep.selectOption(repValue ?? '');
    await form.getByLabel('E-post', { exact: true }).fill(adminEmail);
    await form.getByLabel('Fornavn').fill('Frøydis');
    await form.getByLabel('Etternavn').fill('Fjell');
    await form.getByRole('button', { name: 'Opprett og send invitasjon' }).click();

    // The check digit is wrong: the API's refusal stands next to the org number, and the typed values stay.
    const org = form.getByLabel('Organisasjonsnummer');
    await expect(org).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.field-error')).toContainText('Organisasjonsnummeret er ugyldig');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue(name);
    await expectAccessible(page);
    await screenshot(page, 'backoffice-new-company-refused');

    await org.fill(`${orgNumber.slice(0, 3)} ${orgNumber.slice(3, 6)} ${orgNumber.slice(6)}`);
    await form.getByRole('button', { name: 'Opprett og send invitasjon' }).click();
    await page.waitForURL(/\/backoffice\/customers\/[0-9a-f-]{36}\?created=1$/);
    await page.locator('[data-created-notice]').waitFor();
    const customerId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.locator('[data-payment-terms]')).toHaveAttribute('data-payment-terms', '14');
    await expect(page.locator('[data-sales-rep]')).not.toHaveText('Ingen');
    const adminRow = page.locator('section[aria-labelledby="customer-contacts"] tbody tr', { hasText: adminEmail });
    await expect(adminRow).toContainText('Invitert');
    await expect(page.locator('[data-audit-log] tr[data-action="company_created"]')).toContainText(SERVICE);
    await expect(page.locator('[data-audit-log] tr[data-action="contact_invited"]')).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, 'backoffice-new-company');

    // Later terms: too long a payment term stands next to its field (typed values stay), then 45 days and no
    // sales rep are saved; the facts show them.
    const terms = page.locator('[data-company-terms-form]');
    await expect(terms.getByLabel('Selger')).toHaveValue(repValue ?? '');
    await terms.getByLabel('Betalingsfrist (dager)').fill('365');
    await terms.getByRole('button', { name: 'Lagre vilkår' }).click();
    await expect(terms.locator('.field-error')).toHaveText('Et helt antall dager fra 0 til 120.');
    await expect(terms.getByLabel('Betalingsfrist (dager)')).toHaveValue('365');
    await terms.getByLabel('Betalingsfrist (dager)').fill('45');
    await terms.getByLabel('Selger').selectOption('');
    await terms.getByRole('button', { name: 'Lagre vilkår' }).click();
    await expect(terms.getByRole('status')).toHaveText('Betalingsfrist og selger er lagret.');
    await expect(page.locator('[data-payment-terms]')).toHaveAttribute('data-payment-terms', '45');
    await expect(page.locator('[data-sales-rep]')).toHaveText('Ingen');
    await expectAccessible(page);

    // The mail the customer module sends for every invitation, with its link.
    const mail = await waitForMail(adminEmail, new RegExp(`invitert til ${name}`));
    expect(mail.text).toMatch(/\/invitations\/accept\?token=[\w-]{20,}/);

    // What was stored, through the API.
    const { api } = await apiAs(SERVICE);
    const company = await api.getBackofficeCustomer({ path: { customerId } });
    expect(company).toMatchObject({
      name,
      orgNumber,
      market: 'NO',
      creditLimit: { amount: 2_500_000, currency: 'NOK' },
      paymentTermsDays: 45,
      salesRep: null,
      contacts: [{ email: adminEmail, role: 'admin', status: 'invited' }],
    });
    expect(staff.problems).toEqual([]);
  });

  test('read-only staff see the companies without the form', async ({ signedIn }) => {
    const staff = await signedIn(READ_ONLY);
    await staff.page.goto('/backoffice/customers');
    await staff.page.getByRole('heading', { level: 1, name: 'Kunder' }).waitFor();
    await expect(staff.page.locator('[data-new-company]')).toHaveCount(0);
    await staff.page.goto('/backoffice/customers/new');
    await expect(staff.page.locator('[data-create-company]')).toHaveCount(0);
    const { api } = await apiAs(READ_ONLY);
    const [fjord] = (await api.listBackofficeCustomers({ query: { q: 'Fjord Catering' } })).items;
    await staff.page.goto(`/backoffice/customers/${fjord?.id}`);
    await staff.page.locator('[data-payment-terms]').waitFor();
    await expect(staff.page.locator('[data-company-terms-form]')).toHaveCount(0);

    // The company page's lists page on their own: Fjord's order history (the demo's year of orders) has more than
    // one page; the next page of orders leaves the other lists on their first.
    const company = await api.getBackofficeCustomer({ path: { customerId: fjord!.id } });
    const total = company.paging.orders.total;
    expect(total).toBeGreaterThan(10);
    const orders = staff.page.getByRole('navigation', { name: 'Siste ordrer' });
    await expect(orders.locator('span')).toHaveText(`1–10 av ${total}`);
    const firstRow = await staff.page
      .locator('#customer-orders ~ table tbody tr')
      .first()
      .getAttribute('data-order-id');
    await orders.getByRole('link', { name: 'Neste side' }).click();
    await staff.page.waitForURL(/\?orders=2#customer-orders$/);
    await expect(orders.locator('span')).toHaveText(`11–20 av ${total}`);
    const second = await api.listCustomerOrders({
      path: { customerId: fjord!.id },
      query: { skip: 10, take: 10 },
    });
    await expect(staff.page.locator('#customer-orders ~ table tbody tr').first()).toHaveAttribute(
      'data-order-id',
      second.items[0]!.id,
    );
    expect(second.items[0]!.id).not.toBe(firstRow);
    await expect(orders.getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', /#customer-orders$/);
    await expectAccessible(staff.page);
    expect(staff.problems).toEqual([]);
  });
});
