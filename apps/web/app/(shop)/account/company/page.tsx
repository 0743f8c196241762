import type { Company } from '@engros/client';
import type { Metadata } from 'next';
import { CompanyForm } from '../../../../components/account/company-form';
import { ErrorNotice } from '../../../../components/error-notice';
import { accountContext } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.company.title };
}

/** The company's details for every member; administrators change name and contact data here. */
export default async function CompanyPage() {
  const { api, company, language, t } = await accountContext('/account/company');
  const texts = t.account.company;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  let details: Company;
  try {
    details = await api.getCustomer({
      path: { customerId: company.customerId },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const facts: [string, string][] = [
    [texts.name, details.name],
    [t.account.overview.customerNumber, String(details.customerNumber)],
    [texts.orgNumber, details.orgNumber],
    [texts.vatNumber, details.vatNumber ?? '–'],
    [texts.email, details.email ?? '–'],
    [texts.phone, details.phone ?? '–'],
    [texts.market, details.market],
    [texts.markets, details.markets.join(', ')],
    [texts.currency, details.currency],
    [
      texts.creditLimit,
      details.creditLimit.amount === 0
        ? texts.cardOnly
        : formatMoney(details.creditLimit.amount, details.creditLimit.currency, t),
    ],
  ];
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      {details.isBlocked ? (
        <p className="alert alert-error">
          {texts.blocked} {details.blockedReason ?? ''}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="company-facts">
        <h2 id="company-facts">{details.name}</h2>
        <dl className="account-facts account-facts-grid">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">{texts.backOffice}</p>
      </section>
      {company.role === 'admin' ? (
        <section aria-labelledby="company-edit">
          <h2 id="company-edit">{texts.edit}</h2>
          <CompanyForm
            language={language}
            company={{ name: details.name, email: details.email, phone: details.phone, vatNumber: details.vatNumber }}
          />
        </section>
      ) : (
        <p className="alert alert-info">{texts.onlyAdmins}</p>
      )}
    </div>
  );
}
