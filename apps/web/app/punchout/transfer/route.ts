// "Transfer to procurement" (docs/punchout.md): the API builds the return form for the session's cart (OCI
// NEW_ITEM-* fields or the cXML PunchOutOrderMessage); this answers a page that posts it to the procurement
// system's return URL at once (a visible "Continue" button without JavaScript). The values go out exactly as the
// API made them: the browser's form encoding is what the buyer expects. The web session ends here: the buyer is
// back in the procurement system.
import { ApiError, type PunchoutFormPayload } from '@engros/client';
import { type NextRequest, NextResponse } from 'next/server';
import { viewerApi } from '../../../lib/auth/viewer';
import { getDictionary } from '../../../lib/i18n/server';
import { getPunchout, hasEnded } from '../../../lib/punchout';
import { endPunchoutSession, isSameOrigin } from '../../../lib/punchout-end';
import { NONCE_HEADER } from '../../../lib/security-headers';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  const [punchout, { api, viewer }, { t, language }] = await Promise.all([getPunchout(), viewerApi(), getDictionary()]);
  const ended = () => NextResponse.redirect(new URL('/punchout/ended?reason=ended', request.nextUrl), 303);
  if (!punchout || !viewer.isSignedIn) return ended();
  if (hasEnded(punchout)) {
    await endPunchoutSession();
    return ended();
  }
  let payload: PunchoutFormPayload;
  try {
    const body = { sessionId: punchout.id };
    payload =
      punchout.protocol === 'oci' ? await api.getOciFormPayload({ body }) : await api.getCxmlFormPayload({ body });
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 404 || error.status === 401)) {
      await endPunchoutSession();
      return ended();
    }
    return NextResponse.redirect(new URL('/punchout/ended?reason=unavailable&retry=1', request.nextUrl), 303);
  }
  await endPunchoutSession();
  const text = t.signin.punchout;
  // The CSP allows no inline script without this response's nonce (proxy.ts).
  const nonce = request.headers.get(NONCE_HEADER) ?? '';
  const fields = payload.fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(text.transferTitle)} · Engros</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1a1a1a;background:#fff}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0b5cab;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
@media (prefers-color-scheme: dark){body{color:#f2f2f2;background:#121212}button{background:#4d9be6;color:#000}}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.transferTitle)}</h1>
<p role="status">${escapeHtml(text.transferText)}</p>
<form id="punchout-transfer" method="post" action="${escapeHtml(payload.action)}" target="${escapeHtml(payload.target || '_top')}">
${fields}
<noscript><p>${escapeHtml(text.noScript)}</p></noscript>
<button type="submit">${escapeHtml(text.continue)}</button>
</form>
</main>
<script nonce="${escapeHtml(nonce)}">document.getElementById('punchout-transfer').submit();</script>
</body>
</html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
