'use server';
// The back office creates a company and invites its first admin, and changes a company's payment terms and sales rep
// (docs/backoffice.md, "Customers"). The API checks the staff role (administrators and customer service), the org
// number for the market and everything else.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { companyFields, companyTermsForm, createCompanyForm } from './schemas/backoffice-customers';

export type CreateCompanyState = {
  status: 'idle' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed, so the fields keep it after a refusal. */
  values?: Record<string, string>;
};

/** The field a business refusal of the API is about (shown next to it). */
const fieldOfProblem: Record<string, string> = {
  org_number_invalid: 'orgNumber',
  org_number_taken: 'orgNumber',
  vat_number_invalid: 'vatNumber',
  zip_code_invalid: 'zipCode',
  market_unknown: 'market',
  price_list_unknown: 'priceListId',
  sales_rep_not_staff: 'salesRepId',
  contact_inactive: 'adminEmail',
};

/** The API's field paths (body.admin.email, body.invoiceAddress.zipCode) as the form's names. */
const fieldOfPath = (path: string) => {
  const name = path.replace(/^body\./, '');
  if (name.startsWith('admin.')) {
    const field = name.slice('admin.'.length);
    return field === 'locale' ? 'adminLocale' : `admin${field[0]?.toUpperCase()}${field.slice(1)}`;
  }
  return name.replace(/^invoiceAddress\./, '');
};

/** An API refusal by field: a business refusal next to the field it is about, and each field problem by its path. */
function fieldErrorsOf(error: unknown, message: string): FieldErrors {
  const problem = problemOf(error);
  const fieldErrors: FieldErrors = {};
  const field = problem?.code ? fieldOfProblem[problem.code] : undefined;
  if (field) fieldErrors[field] = message;
  for (const e of problem?.errors ?? []) fieldErrors[fieldOfPath(e.path)] ??= e.message;
  return fieldErrors;
}

/** Creates the company and sends its admin the invitation; opens the company page when done. */
export async function createCompany(_previous: CreateCompanyState, form: FormData): Promise<CreateCompanyState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, companyFields);
  const parsed = parseForm(form, createCompanyForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  }
  const v = parsed.value;
  let customerId: string;
  try {
    const created = await api.createBackofficeCustomer({
      body: {
        name: v.name,
        orgNumber: v.orgNumber,
        market: v.market,
        vatNumber: v.vatNumber ?? null,
        email: v.email ?? null,
        phone: v.phone ?? null,
        invoiceAddress: { name: v.name, line1: v.line1, zipCode: v.zipCode, city: v.city, country: v.market },
        creditLimit: v.creditLimit,
        priceListId: v.priceListId ?? null,
        paymentTermsDays: v.paymentTermsDays,
        salesRepId: v.salesRepId ?? null,
        assortmentId: v.assortmentId ?? null,
        admin: { email: v.adminEmail, firstName: v.adminFirstName, lastName: v.adminLastName, locale: v.adminLocale },
      },
    });
    customerId = created.id;
  } catch (error) {
    const message = errorMessage(error, t);
    return { status: 'error', message, fieldErrors: fieldErrorsOf(error, message), values };
  }
  redirect(`/backoffice/customers/${customerId}?created=1`);
}

export type CompanyTermsState = Omit<CreateCompanyState, 'status'> & { status: 'idle' | 'ok' | 'error' };

/** Saves a company's payment terms and sales rep; a sales rep who is not active staff is refused next to the field. */
export async function updateCompanyTerms(_previous: CompanyTermsState, form: FormData): Promise<CompanyTermsState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, ['paymentTermsDays', 'salesRepId']);
  const parsed = parseForm(form, companyTermsForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { customerId, paymentTermsDays, salesRepId } = parsed.value;
  try {
    await api.updateCustomerTerms({
      path: { customerId },
      body: { paymentTermsDays, salesRepId: salesRepId ?? null },
    });
  } catch (error) {
    const message = errorMessage(error, t);
    return { status: 'error', message, fieldErrors: fieldErrorsOf(error, message), values };
  }
  revalidatePath(`/backoffice/customers/${customerId}`);
  return { status: 'ok', message: t.backofficeCustomers.terms.saved };
}
