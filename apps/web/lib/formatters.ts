// Intl formatters kept per process. Making an Intl.NumberFormat or DateTimeFormat costs about a hundred times what
// formatting with one does, and a listing formats a few hundred amounts: made anew per call, they were a tenth of
// a listing's render (issue 18, docs/web.md "Speed").

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter kept under `key` (locale, kind and options), made by `make` the first time. */
export function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    // Locales, currencies and kinds are a handful; the bound keeps odd currency codes from growing it without end.
    if (formatters.size < 500) formatters.set(key, format);
  }
  return format;
}
