import type { CatalogImportSummary } from '@engros/client';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';

/** The latest imports: when, which file, status and the counts; each opens its progress page. */
export function ImportTable({ imports, t }: { imports: CatalogImportSummary[]; t: Dictionary }) {
  const texts = t.backofficeCatalog.import;
  const p = t.backofficeCatalog.progress;
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  return (
    <table className="cart-lines catalog-imports">
      <thead>
        <tr>
          <th scope="col">{texts.started}</th>
          <th scope="col">{texts.fileName}</th>
          <th scope="col">{p.status}</th>
          <th scope="col" className="num">
            {p.total}
          </th>
          <th scope="col" className="num">
            {p.created}
          </th>
          <th scope="col" className="num">
            {p.updated}
          </th>
          <th scope="col" className="num">
            {p.failed}
          </th>
        </tr>
      </thead>
      <tbody>
        {imports.map((item) => (
          <tr key={item.id} data-import-id={item.id}>
            <th scope="row">
              <Link href={`/backoffice/catalog/import/${item.id}`}>{when.format(new Date(item.createdAt))}</Link>
            </th>
            <td data-label={texts.fileName}>{item.fileName ?? texts.unnamed}</td>
            <td data-label={p.status}>{p.statuses[item.status] ?? item.status}</td>
            <td data-label={p.total} className="num">
              {item.total}
            </td>
            <td data-label={p.created} className="num">
              {item.created}
            </td>
            <td data-label={p.updated} className="num">
              {item.updated}
            </td>
            <td data-label={p.failed} className="num">
              {item.failed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
