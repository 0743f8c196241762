import type { ApiClient, PharmacyPerson, PrescriptionList } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { AddByReferenceForm } from '../../../../components/pharmacy/prescription-forms';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { formatDay } from '../../../../lib/subscriptions';

type Props = { searchParams: Promise<{ pid?: string }> };

/**
 * The person first, then the persons they may act for. The API lists them only in its pharmacy-session answer, so
 * this asks `login` (it records whom the caller acts as and grants nothing: every call checks `pid` again).
 */
async function loadPersons(api: ApiClient, pid?: string): Promise<{ persons: PharmacyPerson[]; pid: string } | null> {
  const session = await api.loginPharmacyCustomer({ body: {}, init: { cache: 'no-store' } }).catch(() => null);
  if (!session) return null;
  const chosen = session.persons.find((person) => person.pid === pid) ?? session.persons[0];
  return { persons: session.persons, pid: chosen?.pid ?? session.activePid };
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.lists.prescriptions.title };
}

/** The prescriptions of the person, or of someone they may act for (`?pid=`), newest first; add one by reference. */
export default async function PrescriptionsPage({ searchParams }: Props) {
  const [query, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Fprescriptions');
  const p = t.lists.prescriptions;
  const people = await loadPersons(api, query.pid);
  const pid = people?.pid ?? viewer.contactId;
  let list: PrescriptionList;
  try {
    list = await api.listPrescriptions({ query: { pid }, init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={p.title} message={errorMessage(error, t)} />;
  }
  const suffix = pid === viewer.contactId ? '' : `?pid=${encodeURIComponent(pid)}`;
  return (
    <div className="page prescriptions-page">
      <h1>{p.title}</h1>
      <p className="lead">{p.lead}</p>
      {people && people.persons.length > 1 ? (
        <form method="get" action="/account/prescriptions" className="order-filters">
          <label>
            {p.showFor}{' '}
            <select name="pid" defaultValue={pid}>
              {people.persons.map((person) => (
                <option key={person.pid} value={person.pid}>
                  {person.firstName} {person.lastName} ({p.relations[person.relation] ?? person.relation})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-small">
            {p.show}
          </button>
        </form>
      ) : null}
      <div className="lists-layout">
        <div>
          {list.items.length === 0 ? (
            <p>{p.none}</p>
          ) : (
            <table className="cart-lines lists-table">
              <caption className="visually-hidden">{p.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{p.reference}</th>
                  <th scope="col">{p.patient}</th>
                  <th scope="col">{p.validUntil}</th>
                  <th scope="col">{p.status}</th>
                  <th scope="col" className="num">
                    {p.lines}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((rx) => (
                  <tr key={rx.prescriptionId} data-prescription={rx.reference} data-status={rx.status}>
                    <td data-label={p.reference}>
                      <Link href={`/account/prescriptions/${rx.prescriptionId}${suffix}`} className="line-name">
                        {rx.reference}
                      </Link>
                      <span className="muted line-sku">
                        {p.prescriber}: {rx.prescriber.name}
                      </span>
                    </td>
                    <td data-label={p.patient}>{rx.patientName}</td>
                    <td data-label={p.validUntil}>{formatDay(rx.validUntil, t, true)}</td>
                    <td data-label={p.status}>{p.statuses[rx.status]}</td>
                    <td data-label={p.lines} className="num">
                      {rx.lineCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <section aria-labelledby="add-rx-heading" className="panel">
          <h2 id="add-rx-heading">{p.add}</h2>
          <p className="muted">{p.addLead}</p>
          <AddByReferenceForm language={language} pid={pid} />
        </section>
      </div>
    </div>
  );
}
