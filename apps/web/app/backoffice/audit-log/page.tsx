import type { AuditPage, StaffList } from '@engros/client';
import type { Metadata } from 'next';
import { DateFilter, FilterForm, Pagination, SelectFilter } from '../../../components/backoffice/list-page';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { listHref, pageParam } from '../../../lib/list-query';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

const take = 50;
type Query = { actor?: string; entity?: string; action?: string; from?: string; to?: string; page?: string };
type Props = { searchParams: Promise<Query> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeStaff.audit.title };
}

/** A value of a changed field as text: strings as they are, anything else as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

/** Back office: the whole audit log, filtered by staff member, kind of thing, event and dates (administrators). */
export default async function BackofficeAuditLogPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const a = t.backofficeStaff.audit;
  if (!staffMay.admin(await staffRoleOf(viewer))) return <ErrorNotice title={a.title} message={a.onlyAdmins} />;
  const actor = query.actor && UUID.test(query.actor) ? query.actor : undefined;
  const entity = query.entity?.trim().slice(0, 64) || undefined;
  const action = query.action?.trim().slice(0, 64) || undefined;
  const from = query.from && DAY.test(query.from) ? query.from : undefined;
  const to = query.to && DAY.test(query.to) ? query.to : undefined;
  const pageNumber = pageParam(query.page, 2000);
  let page: AuditPage;
  let staff: StaffList;
  try {
    [page, staff] = await Promise.all([
      api.listAuditLog({
        query: {
          actorContactId: actor,
          entityType: entity,
          action,
          from,
          to,
          skip: (pageNumber - 1) * take,
          take,
        },
        init: { cache: 'no-store' },
      }),
      api.listStaff({ init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={a.title} message={errorMessage(error, t)} />;
  }
  const link = (p: number) => listHref('/backoffice/audit-log', { actor, entity, action, from, to, page: p });
  return (
    <div className="page backoffice-audit">
      <h1>{a.title}</h1>
      <p className="muted">{a.lead}</p>
      <FilterForm action="/backoffice/audit-log" submit={a.filter} resetHref="/backoffice/audit-log" t={t}>
        <SelectFilter
          id="audit-actor"
          name="actor"
          label={a.who}
          value={actor}
          any={a.anyone}
          choices={staff.items.map((m) => ({ value: m.contactId, label: `${m.firstName} ${m.lastName}` }))}
        />
        <SelectFilter
          id="audit-entity"
          name="entity"
          label={a.entity}
          value={entity}
          any={a.anything}
          choices={Object.entries(a.entities).map(([value, label]) => ({ value, label }))}
        />
        <div className="field">
          <label htmlFor="audit-action">{a.action}</label>
          <input id="audit-action" name="action" defaultValue={action} maxLength={64} placeholder="product_updated" />
        </div>
        <DateFilter id="audit-from" name="from" label={a.from} value={from} />
        <DateFilter id="audit-to" name="to" label={a.to} value={to} />
      </FilterForm>
      {page.items.length === 0 ? (
        <p>{a.none}</p>
      ) : (
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{a.title}</caption>
          <thead>
            <tr>
              <th scope="col">{a.when}</th>
              <th scope="col">{a.who}</th>
              <th scope="col">{a.action}</th>
              <th scope="col">{a.entity}</th>
              <th scope="col">{a.changes}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((event) => {
              const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
              return (
                <tr key={event.id} data-audit-action={event.action} data-audit-entity={event.entityId ?? undefined}>
                  <td data-label={a.when}>{formatDateTime(event.at, t)}</td>
                  <td data-label={a.who}>{event.actorEmail ?? event.email ?? '–'}</td>
                  <td data-label={a.action}>
                    <code>{event.action}</code>
                    {event.outcome === 'failure' ? ' ✗' : ''}
                  </td>
                  <td data-label={a.entity}>
                    {event.entityType
                      ? `${a.entities[event.entityType] ?? event.entityType} ${event.entityId ?? ''}`
                      : '–'}
                  </td>
                  <td data-label={a.changes}>
                    {fields.length > 0 ? (
                      <dl className="audit-changes">
                        {fields.map((field) => (
                          <div key={field} style={{ display: 'contents' }}>
                            <dt>{field}</dt>
                            <dd className="audit-before">
                              <span className="visually-hidden">{a.before}: </span>
                              {shown(event.before?.[field])}
                            </dd>
                            <dd>
                              <span className="visually-hidden">{a.after}: </span>
                              {shown(event.after?.[field])}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : Object.keys(event.details).length > 0 ? (
                      <code>{JSON.stringify(event.details)}</code>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pagination label={a.title} page={pageNumber} pageSize={take} of={page} href={link} t={t} />
    </div>
  );
}
