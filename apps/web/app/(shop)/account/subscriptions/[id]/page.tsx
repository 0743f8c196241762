import type { Subscription } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import {
  ChangeSubscriptionForm,
  EndSubscriptionForm,
  PauseResumeForm,
  ReplaceTemplateForm,
} from '../../../../../components/subscriptions/subscription-forms';
import Link from '../../../../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../../../../components/ui/product-image';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage, isNotFound, problemOf } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { imagesBySku } from '../../../../../lib/product-images';
import { formatCutOff, formatDay, loadDeliveryDays } from '../../../../../lib/subscriptions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ created?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { title: t.lists.subscriptions.title };
  const sub = await api.getSubscription({ path: { id } }).catch(() => null);
  return { title: sub?.name ?? t.lists.subscriptions.title };
}

/**
 * One subscription: its settings (interval, next date among the address's route days), pause/resume, the template's
 * items (replace them with the cart), the coming periods as the API computes them (moved off holidays), its history
 * and ending it. Viewers see it all read-only; the API checks every change.
 */
export default async function SubscriptionDetailPage({ params, searchParams }: Props) {
  const [{ id }, query, { api, viewer, language }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if (!viewer.isSignedIn) redirect(`/login?callbackUrl=${encodeURIComponent(`/account/subscriptions/${id}`)}`);
  const s = t.lists.subscriptions;
  let sub: Subscription;
  try {
    sub = await api.getSubscription({ path: { id }, init: { cache: 'no-store' } });
  } catch (error) {
    // An id that is not one (422 request_invalid, the spec's subscription calls read no 400) names no subscription.
    if (isNotFound(error, 'subscription_unknown') || problemOf(error)?.code === 'request_invalid') notFound();
    return <ErrorNotice title={s.title} message={errorMessage(error, t)} />;
  }
  const canWrite = viewer.company !== null && viewer.company.role !== 'viewer' && sub.status !== 'ended';
  const [{ dates, timeZone }, images] = await Promise.all([
    canWrite && sub.deliveryAddress
      ? loadDeliveryDays(api, sub.deliveryAddress, sub.cartId)
      : { dates: [], timeZone: '' },
    imagesBySku(
      api,
      sub.lines.map((line) => line.sku),
    ),
  ]);
  const days = dates.map((d) => ({
    date: d.date,
    label: `${formatDay(d.date, t)} (${s.orderBefore(formatCutOff(d.orderBefore, timeZone, t))})`,
  }));
  const dateTime = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <div className="page subscription-page" data-subscription-id={sub.id}>
      <p>
        <Link href="/account/subscriptions">← {s.back}</Link>
      </p>
      <h1>{sub.name ?? s.subscriptionDelivery}</h1>
      {query.created ? (
        <p className="alert alert-info" role="status">
          {s.created}
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{s.status}</dt>
          <dd data-status={sub.status}>{s.statuses[sub.status]}</dd>
        </div>
        <div>
          <dt>{s.interval}</dt>
          <dd data-interval={sub.intervalWeeks}>{s.everyWeeks(sub.intervalWeeks)}</dd>
        </div>
        {sub.status !== 'ended' ? (
          <div>
            <dt>{s.nextDate}</dt>
            <dd data-next-date={sub.nextDate}>{formatDay(sub.nextDate, t, true)}</dd>
          </div>
        ) : null}
        {sub.deliveryAddress ? (
          <div>
            <dt>{s.address}</dt>
            <dd>
              {sub.deliveryAddress.name}, {sub.deliveryAddress.line1}, {sub.deliveryAddress.zipCode}{' '}
              {sub.deliveryAddress.city}
            </dd>
          </div>
        ) : null}
      </dl>
      {sub.status === 'paused' && sub.pausedReason ? (
        <p className="alert alert-info">
          {s.pausedReason}: {s.pausedReasons[sub.pausedReason] ?? sub.pausedReason}
        </p>
      ) : null}
      {sub.status === 'ended' ? (
        <p className="alert alert-info">
          {s.statuses.ended}
          {sub.endedAt ? ` ${dateTime.format(new Date(sub.endedAt))}` : ''}
          {sub.endedReason ? `: ${sub.endedReason}` : ''}
        </p>
      ) : null}
      {viewer.company?.role === 'viewer' ? <p className="alert alert-info">{s.readOnly}</p> : null}
      <div className="lists-layout">
        <div>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading">{s.upcoming}</h2>
            {sub.upcoming.length === 0 ? (
              <p>{s.calendarEmpty}</p>
            ) : (
              <ul className="delivery-calendar" data-upcoming>
                {sub.upcoming.map((period) => (
                  <li key={period.scheduledDate} data-date={period.deliveryDate}>
                    <strong>{formatDay(period.deliveryDate, t)}</strong>
                    <span className="muted">
                      {period.movedReason
                        ? `${s.moved[period.movedReason]}${period.holiday ? ` (${period.holiday})` : ''} ${s.movedFrom(formatDay(period.scheduledDate, t))}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="template-heading">
            <h2 id="template-heading">{s.template}</h2>
            <table className="cart-lines lists-table">
              <caption className="visually-hidden">{s.template}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.lists.lists.item}</th>
                  <th scope="col" className="num">
                    {t.lists.lists.quantity}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sub.lines.map((line) => (
                  <tr key={line.sku} data-sku={line.sku}>
                    <td data-label={t.lists.lists.item}>
                      <ProductImage
                        image={images.get(line.sku)}
                        sizes={LINE_IMAGE_SIZES}
                        alt=""
                        className="line-image"
                      />
                      <span className="line-name">{line.name ?? line.sku}</span>
                      <span className="muted line-sku">
                        {t.product.sku} {line.sku}
                      </span>
                    </td>
                    <td data-label={t.lists.lists.quantity} className="num">
                      {line.quantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {canWrite ? <ReplaceTemplateForm language={language} id={sub.id} /> : null}
          </section>
          <section aria-labelledby="runs-heading">
            <h2 id="runs-heading">{s.runs}</h2>
            {sub.runs.length === 0 ? (
              <p>{s.noRuns}</p>
            ) : (
              <ul className="summary-lines">
                {sub.runs.map((run) => (
                  <li key={run.scheduledDate} data-run-status={run.status}>
                    <span>{formatDay(run.deliveryDate ?? run.scheduledDate, t, true)}</span>
                    <span>
                      {s.runStatuses[run.status]}
                      {run.reason && run.status !== 'ordered' ? ` (${run.reason})` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {canWrite ? (
          <div className="lists-side">
            <section aria-labelledby="change-heading" className="panel">
              <h2 id="change-heading">{s.change}</h2>
              <ChangeSubscriptionForm
                language={language}
                id={sub.id}
                intervalWeeks={sub.intervalWeeks}
                nextDate={sub.nextDate}
                days={days}
              />
            </section>
            <section aria-labelledby="pause-heading" className="panel">
              <h2 id="pause-heading">{sub.status === 'paused' ? s.resume : s.pause}</h2>
              <PauseResumeForm language={language} id={sub.id} isPaused={sub.status === 'paused'} />
            </section>
            <section aria-labelledby="end-heading" className="panel danger-zone">
              <h2 id="end-heading">{s.end}</h2>
              <EndSubscriptionForm language={language} id={sub.id} />
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
