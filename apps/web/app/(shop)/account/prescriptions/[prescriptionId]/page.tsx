import { ApiError, type Prescription, type PrescriptionProducts } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import { PrescriptionItemForm } from '../../../../../components/pharmacy/prescription-forms';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { formatDay } from '../../../../../lib/subscriptions';

type Props = { params: Promise<{ prescriptionId: string }>; searchParams: Promise<{ pid?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ prescriptionId }, { t }] = await Promise.all([params, getDictionary()]);
  return { title: `${t.lists.prescriptions.title} ${prescriptionId.slice(0, 8)}` };
}

/**
 * One prescription: its lines (allowed, used, left) and the items it allows with "Add to cart" up to what is left.
 * Ordering is offered on the person's own prescriptions only: the checkout checks the orderer's prescriptions.
 */
export default async function PrescriptionPage({ params, searchParams }: Props) {
  const [{ prescriptionId }, query, { api, viewer, language }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Fprescriptions');
  const p = t.lists.prescriptions;
  const pid = query.pid || viewer.contactId;
  let rx: Prescription;
  let products: PrescriptionProducts;
  try {
    [rx, products] = await Promise.all([
      api.getPrescription({
        path: { prescriptionId },
        query: { pid },
        init: { cache: 'no-store' },
      }),
      api.listPrescriptionProducts({
        path: { prescriptionId },
        query: { pid },
        init: { cache: 'no-store' },
      }),
    ]);
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    return <ErrorNotice title={p.title} message={errorMessage(error, t)} />;
  }
  const isOwn = pid === viewer.contactId;
  const canOrder = isOwn && viewer.company !== null && viewer.company.role !== 'viewer' && rx.status === 'active';
  const orderable = products.items.filter((item) => item.quantityRemaining > 0);
  return (
    <div className="page prescription-page" data-prescription={rx.reference}>
      <p>
        <Link href={isOwn ? '/account/prescriptions' : `/account/prescriptions?pid=${encodeURIComponent(pid)}`}>
          ← {p.back}
        </Link>
      </p>
      <h1>
        {p.reference} {rx.reference}
      </h1>
      <dl className="facts">
        <div>
          <dt>{p.patient}</dt>
          <dd>{rx.patientName}</dd>
        </div>
        <div>
          <dt>{p.prescriber}</dt>
          <dd>
            {rx.prescriber.name}
            {rx.prescriber.number ? ` (${rx.prescriber.number})` : ''}
          </dd>
        </div>
        <div>
          <dt>{p.issued}</dt>
          <dd>{formatDay(rx.issuedOn, t, true)}</dd>
        </div>
        <div>
          <dt>{p.validUntil}</dt>
          <dd>{formatDay(rx.validUntil, t, true)}</dd>
        </div>
        <div>
          <dt>{p.status}</dt>
          <dd data-status={rx.status}>{p.statuses[rx.status]}</dd>
        </div>
      </dl>
      <table className="cart-lines lists-table">
        <caption>{p.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.lists.lists.item}</th>
            <th scope="col">{p.dosage}</th>
            <th scope="col" className="num">
              {p.allowed}
            </th>
            <th scope="col" className="num">
              {p.used}
            </th>
            <th scope="col" className="num">
              {p.remaining}
            </th>
          </tr>
        </thead>
        <tbody>
          {rx.lines.map((line) => (
            <tr key={line.lineId} data-line={line.lineId}>
              <td data-label={t.lists.lists.item}>
                <span className="line-name">{line.name ?? line.sku ?? line.productId}</span>
                {line.sku ? (
                  <span className="muted line-sku">
                    {t.product.sku} {line.sku}
                  </span>
                ) : null}
              </td>
              <td data-label={p.dosage}>{line.dosage ?? '–'}</td>
              <td data-label={p.allowed} className="num">
                {line.quantityAllowed}
              </td>
              <td data-label={p.used} className="num">
                {line.quantityUsed}
              </td>
              <td data-label={p.remaining} className="num" data-remaining={line.quantityRemaining}>
                {line.quantityRemaining}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="rx-products-heading">
        <h2 id="rx-products-heading">{p.products}</h2>
        {!isOwn ? <p className="alert alert-info">{p.otherPerson(rx.patientName)}</p> : null}
        {orderable.length === 0 ? (
          <p>{p.noProducts}</p>
        ) : (
          <ul className="variants">
            {orderable.map((item) => (
              <li key={item.sku} className="variant" data-sku={item.sku}>
                <div className="variant-main">
                  <h3>{item.name}</h3>
                  <p className="muted">
                    {t.product.sku} {item.sku} · {p.remaining}: {item.quantityRemaining}
                  </p>
                </div>
                <div className="variant-buy">
                  {canOrder ? (
                    <PrescriptionItemForm
                      language={language}
                      prescriptionId={rx.prescriptionId}
                      sku={item.sku}
                      name={item.name}
                      remaining={item.quantityRemaining}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
