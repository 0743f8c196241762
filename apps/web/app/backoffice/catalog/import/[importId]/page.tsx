import type { CatalogImport } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AutoRefresh } from '../../../../../components/backoffice-catalog/auto-refresh';
import { ErrorNotice } from '../../../../../components/error-notice';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { backofficeAccess } from '../../../../../lib/support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Props = { params: Promise<{ importId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeCatalog.progress.title };
}

/** One import's progress; it re-renders every second while running, then lists the rows that failed. */
export default async function CatalogImportProgressPage({ params }: Props) {
  const [{ importId }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!UUID.test(importId)) notFound();
  const texts = t.backofficeCatalog.progress;
  let item: CatalogImport;
  try {
    item = await api.getCatalogImport({ path: { importId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (problemOf(error)?.status === 404) notFound();
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const isRunning = item.status === 'running';
  const counts = [
    ['total', texts.total, item.total],
    ['created', texts.created, item.created],
    ['updated', texts.updated, item.updated],
    ['unchanged', texts.unchanged, item.unchanged],
    ['failed', texts.failed, item.failed],
  ] as const;
  return (
    <div className="page backoffice-catalog-progress" data-import-status={item.status}>
      <p>
        <Link href="/backoffice/catalog/import">{texts.back}</Link>
      </p>
      <h1>
        {texts.title}: {item.fileName ?? t.backofficeCatalog.import.unnamed}
      </h1>
      <p role="status" aria-live="polite">
        {texts.status}: <strong data-status>{texts.statuses[item.status] ?? item.status}</strong> ·{' '}
        {texts.progress(item.done, item.total)}
      </p>
      <progress
        className="catalog-import-progress"
        value={item.done}
        max={Math.max(1, item.total)}
        aria-label={texts.progress(item.done, item.total)}
      />
      {isRunning ? (
        <>
          <p className="muted">{texts.refreshing}</p>
          <AutoRefresh seconds={1} />
        </>
      ) : null}
      {item.error ? (
        <p className="alert alert-error" role="alert">
          {texts.error} {item.error}
        </p>
      ) : null}
      <dl className="catalog-import-counts">
        {counts.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-count={key}>{value}</dd>
          </div>
        ))}
      </dl>
      {item.failures.length > 0 ? (
        <table className="cart-lines catalog-import-failures">
          <caption>{texts.failures}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t.backofficeCatalog.import.line}
              </th>
              <th scope="col">{t.backofficeCatalog.import.sku}</th>
              <th scope="col">{texts.reason}</th>
            </tr>
          </thead>
          <tbody>
            {item.failures.map((f) => (
              <tr key={`${f.row}-${f.sku}`} data-row={f.row}>
                <td data-label={t.backofficeCatalog.import.line} className="num">
                  {f.row}
                </td>
                <td data-label={t.backofficeCatalog.import.sku}>{f.sku}</td>
                <td data-label={texts.reason}>{f.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {isRunning ? null : (
        <p>
          <Link href="/backoffice/catalog/import">{texts.another}</Link>
        </p>
      )}
    </div>
  );
}
