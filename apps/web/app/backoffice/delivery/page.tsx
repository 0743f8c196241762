import type { DeliveryRoute } from '@engros/client';
import type { Metadata } from 'next';
import { DeliveryForm } from '../../../components/backoffice-delivery/delivery-form';
import { DeliveryNav, deliveryMarkets, marketOf } from '../../../components/backoffice-delivery/delivery-nav';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';
import { createRoute, deleteRoute, updateRoute } from '../../actions/backoffice-delivery';
import { weekdayNames } from '../../actions/schemas/backoffice-delivery';

type Props = { searchParams: Promise<{ market?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeDelivery.title };
}

/**
 * Back office: a market's delivery routes (zip range, weekdays, cut-off, transit days) and the areas it does not
 * serve. Catalog staff add, change and remove them; every other role reads (docs/backoffice.md).
 */
export default async function BackofficeDeliveryRoutesPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t, language }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const d = t.backofficeDelivery;
  const r = d.routes;
  const market = marketOf(query.market);
  const mayEdit = staffMay.catalog(await staffRoleOf(viewer));
  let routes: DeliveryRoute[];
  try {
    routes = (await api.listDeliveryRoutes({ query: { market }, init: { cache: 'no-store' } })).routes;
  } catch (error) {
    return <ErrorNotice title={d.title} message={errorMessage(error, t)} />;
  }
  const dayOptions = weekdayNames.map((value) => ({ value, label: d.weekdays[value] ?? value }));
  const days = (route: DeliveryRoute) => route.weekdays.map((w) => d.weekdays[w] ?? w).join(', ');
  return (
    <div className="page backoffice-delivery" data-delivery-page="routes">
      <h1>{d.title}</h1>
      <DeliveryNav t={t} />
      <p className="muted">{r.intro}</p>
      {mayEdit ? null : <p className="muted">{d.readOnly}</p>}
      <nav aria-label={d.market} className="backoffice-delivery-markets">
        {deliveryMarkets.map((m) => (
          <Link key={m} href={`/backoffice/delivery?market=${m}`} aria-current={m === market ? 'page' : undefined}>
            {m}
          </Link>
        ))}
      </nav>
      {routes.length === 0 ? (
        <p>{r.none}</p>
      ) : (
        <table className="backoffice-table backoffice-delivery-routes">
          <caption className="visually-hidden">{d.nav.routes}</caption>
          <thead>
            <tr>
              <th scope="col">{r.code}</th>
              <th scope="col">{r.name}</th>
              <th scope="col">{r.zipRange}</th>
              <th scope="col">{r.days}</th>
              <th scope="col">{r.cutOff}</th>
              <th scope="col">{r.transitDays}</th>
              <th scope="col">{r.expressBefore}</th>
              {mayEdit ? <th scope="col">{r.edit}</th> : null}
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => (
              <tr key={route.code} data-route={route.code}>
                <th scope="row">{route.code}</th>
                <td>{route.name[language]}</td>
                <td data-zip-range>
                  {route.zipFrom}–{route.zipTo}
                </td>
                <td data-weekdays>{route.isServed ? days(route) : r.notServed}</td>
                <td data-cut-off>{route.isServed ? route.cutOff : '–'}</td>
                <td>{route.isServed ? route.transitDays : '–'}</td>
                <td>{route.expressBefore ?? '–'}</td>
                {mayEdit ? (
                  <td>
                    <details>
                      <summary>{r.edit}</summary>
                      <DeliveryForm
                        name="route-edit"
                        action={updateRoute}
                        submit={d.save}
                        fields={[
                          { kind: 'hidden', name: 'code', value: route.code },
                          {
                            kind: 'text',
                            name: 'zipFrom',
                            label: r.zipFrom,
                            inputMode: 'numeric',
                            defaultValue: String(route.zipFrom),
                          },
                          {
                            kind: 'text',
                            name: 'zipTo',
                            label: r.zipTo,
                            inputMode: 'numeric',
                            defaultValue: String(route.zipTo),
                          },
                          {
                            kind: 'choices',
                            name: 'weekdays',
                            label: r.days,
                            options: dayOptions,
                            defaultValues: route.weekdays,
                          },
                          {
                            kind: 'text',
                            name: 'cutOff',
                            label: r.cutOff,
                            defaultValue: route.cutOff,
                            placeholder: '14:00',
                          },
                          {
                            kind: 'text',
                            name: 'transitDays',
                            label: r.transitDays,
                            inputMode: 'numeric',
                            defaultValue: String(route.transitDays),
                          },
                        ]}
                      />
                      <DeliveryForm
                        name="route-remove"
                        action={deleteRoute}
                        submit={d.remove}
                        isDanger
                        fields={[{ kind: 'hidden', name: 'code', value: route.code }]}
                      />
                    </details>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEdit ? (
        <section className="backoffice-section">
          <h2>{r.add}</h2>
          <DeliveryForm
            name="route-add"
            action={createRoute}
            submit={r.add}
            fields={[
              { kind: 'hidden', name: 'market', value: market },
              { kind: 'text', name: 'code', label: r.code, maxLength: 32, placeholder: `${market}-…` },
              { kind: 'text', name: 'nameNb', label: r.nameNb, maxLength: 120 },
              { kind: 'text', name: 'nameEn', label: r.nameEn, maxLength: 120 },
              { kind: 'text', name: 'zipFrom', label: r.zipFrom, inputMode: 'numeric' },
              { kind: 'text', name: 'zipTo', label: r.zipTo, inputMode: 'numeric' },
              { kind: 'choices', name: 'weekdays', label: r.days, options: dayOptions, defaultValues: [] },
              { kind: 'text', name: 'cutOff', label: r.cutOff, defaultValue: '14:00' },
              { kind: 'text', name: 'transitDays', label: r.transitDays, inputMode: 'numeric', defaultValue: '1' },
              { kind: 'text', name: 'expressBefore', label: r.expressBefore, required: false, placeholder: '10:00' },
              { kind: 'checkbox', name: 'notServed', label: r.notServedCheck },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
