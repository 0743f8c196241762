import type { HolidayList } from '@engros/client';
import type { Metadata } from 'next';
import { DeliveryForm } from '../../../../components/backoffice-delivery/delivery-form';
import { DeliveryNav, deliveryMarkets, marketOf } from '../../../../components/backoffice-delivery/delivery-nav';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';
import { createHoliday, deleteHoliday, renameHoliday } from '../../../actions/backoffice-delivery';

type Props = { searchParams: Promise<{ market?: string; year?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeDelivery.nav.holidays };
}

/**
 * Back office: a market's holidays in a year (no delivery, no working day). The year starts as the generated default
 * calendar; catalog staff add, rename and remove days (docs/backoffice.md).
 */
export default async function BackofficeHolidaysPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t, language }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const d = t.backofficeDelivery;
  const h = d.holidays;
  const market = marketOf(query.market);
  const thisYear = new Date().getUTCFullYear();
  const asked = Number(query.year);
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const mayEdit = staffMay.catalog(await staffRoleOf(viewer));
  let list: HolidayList;
  try {
    list = await api.listHolidays({ query: { market, year }, init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={h.intro} message={errorMessage(error, t)} />;
  }
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <div className="page backoffice-delivery" data-delivery-page="holidays">
      <h1>{d.nav.holidays}</h1>
      <DeliveryNav t={t} />
      <p className="muted">{h.intro}</p>
      <form method="get" action="/backoffice/delivery/holidays" className="backoffice-filters">
        <div className="field">
          <label htmlFor="holidays-market">{d.market}</label>
          <select id="holidays-market" name="market" defaultValue={market}>
            {deliveryMarkets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="holidays-year">{h.year}</label>
          <input id="holidays-year" name="year" inputMode="numeric" defaultValue={year} maxLength={4} />
        </div>
        <button type="submit" className="button-small">
          {h.show}
        </button>
      </form>
      {list.isStored ? null : (
        <p className="muted" data-generated>
          {h.generated}
        </p>
      )}
      {list.holidays.length === 0 ? (
        <p>{h.none}</p>
      ) : (
        <table className="backoffice-table backoffice-holidays">
          <caption className="visually-hidden">{`${d.nav.holidays} ${market} ${year}`}</caption>
          <thead>
            <tr>
              <th scope="col">{h.date}</th>
              <th scope="col">{h.name}</th>
              {mayEdit ? <th scope="col">{h.rename}</th> : null}
              {mayEdit ? <th scope="col">{d.remove}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.holidays.map((holiday) => (
              <tr key={holiday.date} data-holiday={holiday.date}>
                <th scope="row">
                  <time dateTime={holiday.date}>{date.format(new Date(`${holiday.date}T00:00:00Z`))}</time>
                </th>
                <td>{holiday.name[language]}</td>
                {mayEdit ? (
                  <td>
                    <details>
                      <summary>{h.rename}</summary>
                      <DeliveryForm
                        name="holiday-rename"
                        action={renameHoliday}
                        submit={d.save}
                        fields={[
                          { kind: 'hidden', name: 'market', value: market },
                          { kind: 'hidden', name: 'date', value: holiday.date },
                          {
                            kind: 'text',
                            name: 'nameNb',
                            label: h.nameNb,
                            defaultValue: holiday.name.nb,
                            maxLength: 120,
                          },
                          {
                            kind: 'text',
                            name: 'nameEn',
                            label: h.nameEn,
                            defaultValue: holiday.name.en,
                            maxLength: 120,
                          },
                        ]}
                      />
                    </details>
                  </td>
                ) : null}
                {mayEdit ? (
                  <td>
                    <DeliveryForm
                      name="holiday-remove"
                      action={deleteHoliday}
                      submit={d.remove}
                      isDanger
                      isInline
                      fields={[
                        { kind: 'hidden', name: 'market', value: market },
                        { kind: 'hidden', name: 'date', value: holiday.date },
                      ]}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEdit ? (
        <section className="backoffice-section">
          <h2>{h.add}</h2>
          <DeliveryForm
            name="holiday-add"
            action={createHoliday}
            submit={h.add}
            fields={[
              { kind: 'hidden', name: 'market', value: market },
              { kind: 'text', name: 'date', label: h.date, type: 'date' },
              { kind: 'text', name: 'nameNb', label: h.nameNb, maxLength: 120 },
              { kind: 'text', name: 'nameEn', label: h.nameEn, maxLength: 120 },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
