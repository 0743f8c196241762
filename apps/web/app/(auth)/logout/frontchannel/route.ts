// eID front-channel logout (docs/eid.md): ID-porten loads this URI in a hidden iframe with `iss` and `sid` when the
// person signs out of ID-porten elsewhere. The iframe is another site's, so our SameSite=Lax cookie is not sent:
// the session is found by `sid`. The API ends those sessions and revokes their tokens; this process also signs
// them out at their next request (lib/auth/tokens.ts markEidSessionEnded), others at their next token refresh.
import type { NextRequest } from 'next/server';
import { serverApi } from '../../../../lib/api';
import { markEidSessionEnded } from '../../../../lib/auth/tokens';
import { FRONTCHANNEL_LOGOUT_CSP } from '../../../../lib/security-headers';

export async function GET(request: NextRequest) {
  const iss = request.nextUrl.searchParams.get('iss') ?? '';
  const sid = request.nextUrl.searchParams.get('sid') ?? '';
  let status = 200;
  if (!iss || !sid || iss.length > 500 || sid.length > 200) {
    status = 400;
  } else {
    try {
      // The API compares iss with our eID issuer: another issuer's request ends nothing.
      const { ended } = await serverApi().logoutEidFrontChannel({ body: { iss, sid } });
      if (ended > 0) markEidSessionEnded(sid);
    } catch (error) {
      console.error(`front-channel logout failed: ${error instanceof Error ? error.message : String(error)}`);
      status = 502;
    }
  }
  return new Response('<!doctype html><html lang="nb"><title>Logget ut / Signed out</title></html>', {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Framed by ID-porten (another origin). The page has nothing to click, so any framer is harmless; a CSP
      // frame-ancestors also overrides the site-wide X-Frame-Options: DENY in browsers that know both. It loads
      // and runs nothing.
      'content-security-policy': FRONTCHANNEL_LOGOUT_CSP,
    },
  });
}
