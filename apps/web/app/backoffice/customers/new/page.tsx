import type { BackofficeCustomerOptions } from '@engros/client';
import type { Metadata } from 'next';
import { CreateCompanyForm } from '../../../../components/backoffice-customers/create-company-form';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeCustomers.create.title };
}

/** Back office: a new company and its first admin's invitation (administrators and customer service). */
export default async function NewCustomerPage() {
  const [{ api, viewer }, { t, language }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const c = t.backofficeCustomers.create;
  if (!staffMay.customers(await staffRoleOf(viewer))) {
    return <ErrorNotice title={c.title} message={t.errors.forbidden} />;
  }
  let options: BackofficeCustomerOptions;
  try {
    options = await api.getCustomerFormOptions({ init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={c.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-new-customer">
      <p>
        <Link href="/backoffice/customers">← {t.backofficeOrders.customers.back}</Link>
      </p>
      <h1>{c.title}</h1>
      <p className="muted">{c.intro}</p>
      <CreateCompanyForm options={options} language={language} />
    </div>
  );
}
