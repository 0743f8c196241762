import { type ListingFilters, listingHref } from '../../lib/catalog-query';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';

/** Previous / numbered / next links; numbers around the current page, plus the first and last. */
export function Pagination({
  basePath,
  filters,
  total,
  pageSize,
  t,
}: {
  basePath: string;
  filters: ListingFilters;
  total: number;
  pageSize: number;
  t: Dictionary;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(filters.page, pages);
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t.catalog.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={listingHref(basePath, filters, { page: current - 1 })} rel="prev">
              {t.catalog.previous}
            </Link>
          </li>
        ) : null}
        {shown.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (shown[index - 1] ?? page) > 1 ? <span aria-hidden="true">… </span> : null}
            {page === current ? (
              <span aria-current="page" className="current">
                <span className="visually-hidden">{t.catalog.page(page)}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <Link href={listingHref(basePath, filters, { page })} aria-label={t.catalog.page(page)}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {current < pages ? (
          <li>
            <Link href={listingHref(basePath, filters, { page: current + 1 })} rel="next">
              {t.catalog.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
