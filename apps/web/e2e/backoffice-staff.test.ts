// Staff and roles in the browser (issue 17 §1): the administrator creates a staff account, gives it another role,
// and reads both changes in the audit log with the values before and after; a read-only staff member sees the
// back office without the sections that only change things, and is told the staff page is for administrators.
import { randomBytes } from 'node:crypto';
import { createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const ADMIN = 'agent@engros.example';
const READ_ONLY = 'revisor@engros.example';

async function staffByEmail(email: string) {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const api = createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken });
  return (await api.listStaff()).items.find((account) => account.email === email);
}

test('the administrator creates a staff account, changes its role, and reads both in the audit log', async ({
  signedIn,
}) => {
  const { page } = await signedIn(ADMIN);
  const email = `lager-${randomBytes(3).toString('hex')}@engros.example`;
  await page.goto('/backoffice/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte og roller' })).toBeVisible();
  const create = page.locator('[data-staff-form="create"]');
  // A refused field is named next to it, and what was typed stays.
  await create.getByLabel('E-post', { exact: true }).fill('ikke-en-adresse');
  await create.getByLabel('Fornavn', { exact: true }).fill('Tone');
  await create.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(create.locator('.field-error').first()).toBeVisible();
  await expect(create.getByLabel('Fornavn', { exact: true })).toHaveValue('Tone');
  await create.getByLabel('E-post', { exact: true }).fill(email);
  await create.getByLabel('Etternavn', { exact: true }).fill('Lager');
  await create.getByLabel('Rolle', { exact: true }).selectOption('read_only');
  await create.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  const row = page.locator(`tr[data-staff-email="${email}"]`);
  await expect(row).toHaveAttribute('data-staff-role', 'read_only');
  expect((await staffByEmail(email))?.role).toBe('read_only');

  await row.getByRole('combobox').selectOption('catalog_manager');
  await row.getByRole('button', { name: 'Lagre rolle' }).click();
  await expect(page.locator(`tr[data-staff-email="${email}"]`)).toHaveAttribute('data-staff-role', 'catalog_manager');
  await expect(row.getByRole('combobox')).toHaveValue('catalog_manager');
  await expect(row.getByRole('status')).toContainText('Tone Lager');
  expect((await staffByEmail(email))?.role).toBe('catalog_manager');
  await expectAccessible(page);
  await screenshot(page, 'backoffice-staff-1280');

  const account = await staffByEmail(email);
  await page.goto(`/backoffice/audit-log?entity=staff`);
  const updated = page.locator(`tr[data-audit-action="staff_updated"][data-audit-entity="${account?.contactId}"]`);
  await expect(updated).toContainText('read_only');
  await expect(updated).toContainText('catalog_manager');
  await expect(
    page.locator(`tr[data-audit-action="staff_created"][data-audit-entity="${account?.contactId}"]`),
  ).toContainText(email);
  await expectAccessible(page);
  await screenshot(page, 'backoffice-audit-log-1280');
});

test('a read-only staff member sees the back office without the sections that change things', async ({ signedIn }) => {
  const { page } = await signedIn(READ_ONLY, { viewport: { width: 390, height: 844 } });
  await page.goto('/backoffice/orders');
  const nav = page.getByRole('navigation', { name: 'Backoffice' });
  await expect(nav.getByRole('link', { name: 'Ordrer' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Katalogimport' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Ansatte' })).toHaveCount(0);
  await page.goto('/backoffice/staff');
  await expect(page.getByText('Bare administratorer kan se og endre ansatte.')).toBeVisible();
  await screenshot(page, 'backoffice-staff-read-only-390');
});
