import { ApiError, type DeliveryPreview } from '@engros/client';
import type { Metadata } from 'next';
import { DeliveryNav, deliveryMarkets, marketOf } from '../../../../components/backoffice-delivery/delivery-nav';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess } from '../../../../lib/support';

type Props = { searchParams: Promise<{ market?: string; zipCode?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeDelivery.nav.preview };
}

/** Back office: the next delivery dates of a zip code with their cut-offs, as a buyer sees them now (all staff). */
export default async function BackofficeDeliveryPreviewPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t, language }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const d = t.backofficeDelivery;
  const p = d.preview;
  const market = marketOf(query.market);
  const zipCode = query.zipCode?.trim().slice(0, 16) || undefined;
  let preview: DeliveryPreview | null = null;
  let refusal: string | null = null;
  if (zipCode) {
    try {
      preview = await api.previewDeliveryDates({
        query: { market, zipCode, count: 10 },
        init: { cache: 'no-store' },
      });
    } catch (error) {
      if (!ApiError.isApiError(error) || error.status !== 422) {
        return <ErrorNotice title={d.nav.preview} message={errorMessage(error, t)} />;
      }
      refusal = errorMessage(error, t);
    }
  }
  const day = new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeZone: 'UTC' });
  const at = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  return (
    <div className="page backoffice-delivery" data-delivery-page="preview">
      <h1>{d.nav.preview}</h1>
      <DeliveryNav t={t} />
      <p className="muted">{p.intro}</p>
      <form method="get" action="/backoffice/delivery/preview" className="backoffice-filters" data-preview-form>
        <div className="field">
          <label htmlFor="preview-market">{d.market}</label>
          <select id="preview-market" name="market" defaultValue={market}>
            {deliveryMarkets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="preview-zip">{p.zipCode}</label>
          <input id="preview-zip" name="zipCode" required maxLength={16} defaultValue={zipCode} />
        </div>
        <button type="submit" className="button-small">
          {p.show}
        </button>
      </form>
      {refusal ? (
        <p className="alert alert-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {preview && !preview.isServed ? (
        <p className="alert" data-not-served>
          {p.notServed} {preview.route ? `(${preview.route.name})` : null}
        </p>
      ) : null}
      {preview?.isServed && preview.route ? (
        <>
          <p data-preview-route={preview.route.code}>
            {p.route}: <strong>{preview.route.name}</strong> ({preview.route.code}) ·{' '}
            {preview.route.weekdays.map((w) => d.weekdays[w] ?? w).join(', ')} · {d.routes.cutOff} {preview.cutOff}
          </p>
          <table className="backoffice-table backoffice-preview">
            <caption className="visually-hidden">{p.intro}</caption>
            <thead>
              <tr>
                <th scope="col">{p.date}</th>
                <th scope="col">{p.orderBefore}</th>
              </tr>
            </thead>
            <tbody>
              {preview.dates.map((date) => (
                <tr key={date.date} data-delivery-date={date.date}>
                  <th scope="row">
                    <time dateTime={date.date}>{day.format(new Date(`${date.date}T00:00:00Z`))}</time>
                  </th>
                  <td>
                    <time dateTime={date.orderBefore}>{at(date.orderBefore, preview.timeZone)}</time>
                    {date.isExpress ? ` (${p.express})` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.holidays.length > 0 ? (
            <>
              <h2>{p.holidays}</h2>
              <ul data-preview-holidays>
                {preview.holidays.map((h) => (
                  <li key={h.date}>
                    <time dateTime={h.date}>{day.format(new Date(`${h.date}T00:00:00Z`))}</time>: {h.name[language]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
