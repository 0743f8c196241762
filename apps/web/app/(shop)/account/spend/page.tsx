import type { CompanySpend } from '@engros/client';
import type { Metadata } from 'next';
import { SpendChart, SpendTable } from '../../../../components/account/spend-chart';
import { ErrorNotice } from '../../../../components/error-notice';
import { accountContext } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.spend.title };
}

/** What the company ordered per month over the last 12 months: an SVG bar chart and the same numbers as a table. */
export default async function SpendPage() {
  const { api, company, t } = await accountContext('/account/spend');
  const texts = t.account.spend;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  let spend: CompanySpend;
  try {
    spend = await api.getCustomerSpend({
      path: { customerId: company.customerId },
      query: { months: 12 },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead(spend.currency)}</p>
      {spend.total.orderCount === 0 ? <p className="alert alert-info">{texts.none}</p> : null}
      <SpendChart spend={spend} t={t} />
      <SpendTable spend={spend} t={t} />
    </div>
  );
}
