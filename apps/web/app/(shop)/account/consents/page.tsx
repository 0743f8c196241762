import type { ConsentState } from '@engros/client';
import type { Metadata } from 'next';
import { ConsentsForm } from '../../../../components/account/consents-form';
import { ErrorNotice } from '../../../../components/error-notice';
import { accountContext } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.consents.title };
}

/** The person's own consents in the current company, every member (viewers too), with the history of changes. */
export default async function ConsentsPage() {
  const { api, company, language, t } = await accountContext('/account/consents');
  const texts = t.account.consents;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  let state: ConsentState;
  try {
    state = await api.listConsents({
      path: { customerId: company.customerId },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <ConsentsForm
        language={language}
        consents={state.consents.map((c) => ({
          type: c.type,
          isGranted: c.isGranted,
          changed: c.updatedAt ? when.format(new Date(c.updatedAt)) : null,
        }))}
      />
      <section aria-labelledby="consent-history" className="account-section">
        <h2 id="consent-history">{texts.history}</h2>
        {state.history.length === 0 ? (
          <p>{texts.noHistory}</p>
        ) : (
          <table className="cart-lines consent-history">
            <caption className="visually-hidden">{texts.history}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.when}</th>
                <th scope="col">{texts.consent}</th>
                <th scope="col">{texts.answer}</th>
              </tr>
            </thead>
            <tbody>
              {state.history.map((event) => (
                <tr key={`${event.createdAt}-${event.type}`} data-type={event.type} data-granted={event.isGranted}>
                  <td data-label={texts.when}>{when.format(new Date(event.createdAt))}</td>
                  <td data-label={texts.consent}>{texts.types[event.type]}</td>
                  <td data-label={texts.answer}>{event.isGranted ? texts.granted : texts.denied}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
