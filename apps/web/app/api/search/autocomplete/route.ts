// The header search box's suggestions (components/search/search-autocomplete.tsx). The browser never talks to the
// API, so the web server asks GET /api/catalog/autocomplete as the signed-in person (their company's prices) or
// with the shared secret for visitors, and answers only what the list draws.
import { viewerApi } from '../../../../lib/auth/viewer';
import { toSuggestions } from '../../../../lib/autocomplete';
import { getDictionary } from '../../../../lib/i18n/server';

export const dynamic = 'force-dynamic';

/** Prices are the person's: never cached by anyone but their own browser's memory. */
const NO_STORE = { 'cache-control': 'private, no-store' };

export async function GET(request: Request) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q.length < 2) return Response.json(null, { status: 400, headers: NO_STORE });
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const customerId = viewer.isSignedIn ? viewer.company?.customerId : undefined;
  try {
    const result = await api.autocompleteCatalog({
      query: { q, limit: 6, customerId },
      // A newer keystroke aborts this request in the browser; the API call stops with it.
      signal: request.signal,
      init: { cache: 'no-store' },
    });
    return Response.json(toSuggestions(result, t.locale), { headers: NO_STORE });
  } catch {
    return Response.json(null, { status: 502, headers: NO_STORE });
  }
}
