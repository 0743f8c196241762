import { ApiError, type ApprovalRequestDetail } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DecisionForm, RequesterActions } from '../../../../../components/approvals/decision-form';
import { SpendSummary } from '../../../../../components/approvals/spend-summary';
import { TotalsList } from '../../../../../components/cart/totals-list';
import { ErrorNotice } from '../../../../../components/error-notice';
import Link from '../../../../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../../../../components/ui/product-image';
import { accountContext } from '../../../../../lib/account';
import { errorMessage } from '../../../../../lib/errors';
import { formatMoney } from '../../../../../lib/format';
import { getDictionary } from '../../../../../lib/i18n/server';
import { formatDay } from '../../../../../lib/subscriptions';

type Props = {
  params: Promise<{ approvalId: string }>;
  searchParams: Promise<{ sent?: string; done?: string; cardPayment?: string }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.approvals.title };
}

const done = ['approved', 'approvedCard', 'rejected', 'withdrawn'] as const;

/**
 * One request: requester, reasons, the frozen lines priced now, totals, message, status history; approve/reject
 * for an approver who may decide (`canDecide`), withdraw for the requester while pending, and "pay by card" for
 * the requester of an approved card request.
 */
export default async function ApprovalPage({ params, searchParams }: Props) {
  const [{ approvalId }, query] = await Promise.all([params, searchParams]);
  // Signed out (the approvers' e-mail links here): sign in and come back to this request.
  const { api, viewer, language, t } = await accountContext(`/account/approvals/${encodeURIComponent(approvalId)}`);
  const a = t.approvals;
  if (!/^[0-9a-f-]{36}$/i.test(approvalId)) notFound();
  let request: ApprovalRequestDetail;
  try {
    request = await api.getApproval({ path: { approvalId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={a.title} message={errorMessage(error, t)} />;
  }
  // An approver may put another of the company's cost centres on the order when approving.
  const centres = request.canDecide
    ? ((
        await api
          .listCostCentres({ query: { customerId: request.customerId }, init: { cache: 'no-store' } })
          .catch(() => null)
      )?.items ?? [])
    : [];
  // The order page reads the order by its id alone (GET /api/orders/{id}).
  const orderLink = request.orderId ? `/account/orders/${encodeURIComponent(request.orderId)}` : null;
  const cart = request.cart;
  const money = (minor: number) => formatMoney(minor, request.currency, t);
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  const isRequester = request.requestedBy.contactId === viewer.contactId;
  const canWithdraw = isRequester && request.status === 'pending';
  const canPay = isRequester && request.status === 'approved' && request.paymentMethod === 'card';
  const doneKey = done.find((d) => d === query.done);
  const statusClass = `badge approval-status approval-status-${request.status}`;

  return (
    <div className="page account-page approvals-page approval-detail">
      <p>
        <Link href="/account/approvals">{a.backToList}</Link>
      </p>
      <h1>{a.requestTitle(request.requestedBy.name)}</h1>
      {query.sent ? (
        <div className="alert alert-info" role="status" data-approval-sent>
          <h2>{a.sent}</h2>
          <p>{a.sentText}</p>
        </div>
      ) : null}
      {doneKey ? (
        <p className="alert alert-info" role="status" data-approval-done={doneKey}>
          {a[doneKey]}
        </p>
      ) : null}
      {query.cardPayment === 'cancelled' ? (
        <p className="alert alert-error" role="alert">
          {a.cardCancelled}
        </p>
      ) : null}
      <dl className="approval-facts">
        <div>
          <dt>{a.status}</dt>
          <dd>
            <span className={statusClass} data-approval-status={request.status}>
              {a.statuses[request.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{a.requestedBy}</dt>
          <dd>{request.requestedBy.name}</dd>
        </div>
        <div>
          <dt>{a.requestedAt}</dt>
          <dd>{when.format(new Date(request.createdAt))}</dd>
        </div>
        <div>
          <dt>{a.payment}</dt>
          <dd>{request.paymentMethod === 'card' ? a.byCard : a.onInvoice}</dd>
        </div>
        {request.status === 'pending' ? (
          <div>
            <dt>{a.expiresAt}</dt>
            <dd>{when.format(new Date(request.expiresAt))}</dd>
          </div>
        ) : null}
        {cart.metadata.purchaseOrderNumber ? (
          <div>
            <dt>{t.checkout.poNumber}</dt>
            <dd>{cart.metadata.purchaseOrderNumber}</dd>
          </div>
        ) : null}
        {cart.metadata.requestedDeliveryDate ? (
          <div>
            <dt>{t.checkout.deliveredOn}</dt>
            <dd data-delivery-date={cart.metadata.requestedDeliveryDate}>
              {formatDay(cart.metadata.requestedDeliveryDate, t, true)}
            </dd>
          </div>
        ) : null}
        {request.costCentre ? (
          <div>
            <dt>{a.costCentre}</dt>
            <dd data-cost-centre>
              {request.costCentre.code} {request.costCentre.name}
            </dd>
          </div>
        ) : null}
        {request.spend ? (
          <div>
            <dt>{a.spendHeading}</dt>
            <dd>
              <SpendSummary request={request} t={t} />
            </dd>
          </div>
        ) : null}
      </dl>
      {canWithdraw && request.costCentre ? <p className="muted">{a.costCentreFrozen}</p> : null}
      <section aria-labelledby="reasons-heading" className="panel">
        <h2 id="reasons-heading">{a.reasons}</h2>
        <ul className="approval-reasons" data-approval-reasons>
          {request.reasons.map((reason) => (
            <li key={reason.code} data-code={reason.code}>
              {reason.message}
            </li>
          ))}
        </ul>
        {request.message ? (
          <>
            <h3>{a.message}</h3>
            <p className="approval-message" data-approval-message>
              {request.message}
            </p>
          </>
        ) : null}
        {cart.metadata.comment ? (
          <>
            <h3>{t.checkout.comment}</h3>
            <p className="approval-message">{cart.metadata.comment}</p>
          </>
        ) : null}
      </section>
      <div className="cart-layout">
        <section aria-labelledby="lines-heading">
          <h2 id="lines-heading">{a.linesNow}</h2>
          <p className="muted">{a.linesNote}</p>
          <table className="cart-lines">
            <caption className="visually-hidden">{a.linesNow}</caption>
            <thead>
              <tr>
                <th scope="col">{t.checkout.lines}</th>
                <th scope="col" className="num">
                  {t.cart.quantity}
                </th>
                <th scope="col" className="num">
                  {t.cart.unitPrice}
                </th>
                <th scope="col" className="num">
                  {t.cart.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <tr key={line.id} data-sku={line.sku}>
                  <td data-label={t.checkout.lines}>
                    <ProductImage image={line.image} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                    <span className="line-name">{line.name ?? line.sku}</span>
                    <span className="muted">{line.sku}</span>
                    {line.available ? null : (
                      <span className="form-message error"> {line.message ?? a.lineUnavailable}</span>
                    )}
                  </td>
                  <td data-label={t.cart.quantity} className="num">
                    {line.quantity}
                  </td>
                  <td data-label={t.cart.unitPrice} className="num">
                    {line.unitPrice !== null ? money(line.unitPrice) : '–'}
                  </td>
                  <td data-label={t.cart.lineTotal} className="num">
                    {line.lineTotal !== null ? money(line.lineTotal) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="totals-heading" className="panel totals">
          <h2 id="totals-heading">{t.cart.totals}</h2>
          <TotalsList totals={cart.totals} currency={cart.currency} t={t} shipping={cart.shipping} />
        </section>
      </div>
      <section aria-labelledby="history-heading" className="order-history">
        <h2 id="history-heading">{a.history}</h2>
        <ol>
          <li data-status="pending">
            {when.format(new Date(request.createdAt))}: {a.historySent(request.requestedBy.name)}
          </li>
          {request.decidedAt ? (
            <li data-status={request.status}>
              {when.format(new Date(request.decidedAt))}:{' '}
              {request.decidedBy
                ? a.historyDecided(a.statuses[request.status], request.decidedBy.name)
                : a.historyStatus(a.statuses[request.status])}
              {request.decisionComment ? (
                <>
                  {' '}
                  – {a.decisionComment}: <q data-decision-comment>{request.decisionComment}</q>
                </>
              ) : null}
            </li>
          ) : request.status !== 'pending' ? (
            <li data-status={request.status}>{a.statuses[request.status]}</li>
          ) : null}
        </ol>
        {orderLink ? (
          <p>
            <Link href={orderLink} data-approval-order>
              {a.seeOrder}
            </Link>
          </p>
        ) : null}
      </section>
      {request.canDecide ? (
        <DecisionForm
          approvalId={request.id}
          language={language}
          centres={centres.map((c) => ({ id: c.id, label: `${c.code} ${c.name}` }))}
          costCentreId={request.costCentre?.id ?? null}
          inactiveLabel={request.costCentre ? `${request.costCentre.code} ${request.costCentre.name}` : undefined}
        />
      ) : null}
      {canWithdraw || canPay ? (
        <RequesterActions approvalId={request.id} language={language} canWithdraw={canWithdraw} canPay={canPay} />
      ) : null}
      {doneKey === 'withdrawn' || (isRequester && request.status === 'rejected') ? (
        <p>
          <Link href="/cart">{a.toCart}</Link>
        </p>
      ) : null}
    </div>
  );
}
