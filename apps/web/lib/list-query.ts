// The URL of a list page that keeps its filters and page in the query string (the back office's lists:
// components/backoffice/list-page.tsx), and the page number read back from it.

type Params = Record<string, string | number | null | undefined>;

/** A list page's URL: its parameters in the order given, empty ones (and page 1) left out, and an optional anchor. */
export function listHref(path: string, params: Params, anchor?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/** A page number from the URL: 1 when missing or not a whole number above 0, at most `max`. */
export const pageParam = (value: string | undefined, max = 10_000) =>
  Math.min(max, Math.max(1, Number.parseInt(value ?? '1', 10) || 1));
