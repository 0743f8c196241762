import type { CompanyMember } from '@engros/client';
import type { Metadata } from 'next';
import { ContactActions, InviteForm } from '../../../../components/account/contact-forms';
import { ErrorNotice } from '../../../../components/error-notice';
import { JoinDecision } from '../../../../components/join/join-forms';
import { FormMessage } from '../../../../components/ui/form-message';
import { accountContext } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.contacts.title };
}

type Props = { searchParams: Promise<{ done?: string }> };

/**
 * The company's users, for administrators only (the API lets every member read the list; showing colleagues'
 * e-mail addresses and roles is an administrator's business). Invite, change role, deactivate and reactivate.
 */
export default async function ContactsPage({ searchParams }: Props) {
  const [{ api, viewer, company, language, t }, { done }] = await Promise.all([
    accountContext('/account/contacts'),
    searchParams,
  ]);
  const texts = t.account.contacts;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  if (company.role !== 'admin') return <ErrorNotice title={texts.title} message={texts.onlyAdmins} />;
  let members: CompanyMember[];
  try {
    members = (
      await api.listContacts({
        path: { customerId: company.customerId },
        init: { cache: 'no-store' },
      })
    ).contacts;
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const joinRequests = await api
    .listJoinRequests({ path: { customerId: company.customerId }, init: { cache: 'no-store' } })
    .then((answer) => answer.items.filter((item) => item.status === 'pending'))
    .catch(() => []);
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      {joinRequests.length > 0 ? (
        <section aria-labelledby="join-requests-heading" className="panel join-requests">
          <h2 id="join-requests-heading">{t.account.join.requestsTitle}</h2>
          <p className="muted">{t.account.join.requestsLead}</p>
          <ul>
            {joinRequests.map((request) => {
              const name = `${request.firstName} ${request.lastName}`.trim();
              return (
                <li key={request.id}>
                  <strong>{name}</strong> <span className="line-sku">{request.email}</span>
                  <JoinDecision requestId={request.id} name={name} language={language} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <p className="lead">{texts.lead}</p>
      <FormMessage state={{ status: 'ok', message: done === 'withdrawn' ? texts.withdrawn : '' }} />
      <table className="cart-lines account-contacts">
        <caption className="visually-hidden">{texts.title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.role}</th>
            <th scope="col">{texts.status}</th>
            <th scope="col">{texts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
            const isSelf = member.contactId === viewer.contactId;
            return (
              <tr key={member.contactId} data-contact-id={member.contactId} data-email={member.email}>
                <td data-label={texts.name}>
                  <span className="line-name">
                    {name} {isSelf ? <span className="muted">{texts.you}</span> : null}
                  </span>
                  <span className="line-sku">{member.email}</span>
                </td>
                <td data-label={texts.role} data-role={member.role}>
                  {t.account.roles[member.role]}
                </td>
                <td data-label={texts.status} data-status={member.status}>
                  <span className={`badge account-status-${member.status}`}>{t.account.statuses[member.status]}</span>
                </td>
                <td data-label={texts.actions}>
                  {isSelf ? (
                    <span className="muted">{texts.ownRow}</span>
                  ) : (
                    <ContactActions
                      language={language}
                      contactId={member.contactId}
                      name={name}
                      role={member.role}
                      status={member.status}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section aria-labelledby="invite-heading" className="account-section">
        <h2 id="invite-heading">{texts.invite}</h2>
        <p className="muted">{texts.inviteHelp}</p>
        <InviteForm language={language} />
      </section>
    </div>
  );
}
