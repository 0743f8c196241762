// Security headers of every page and the cross-site check of every state-changing request (docs/security.md).
// Worked out per request in proxy.ts: the punch-out buyers who may frame the shop are a runtime setting
// (PUNCHOUT_FRAME_ANCESTORS), and HSTS depends on whether the request came over https.

/** The sandbox procurement system (sandbox/src/buyer), allowed to frame the shop in development. */
const SANDBOX_BUYER_ORIGINS = ['http://localhost:4400', 'http://127.0.0.1:4400'];

/**
 * Origins of the procurement systems that may show the shop in a frame during punch-out: PUNCHOUT_FRAME_ANCESTORS,
 * origins separated by spaces or commas; unset: the sandbox buyer in development, nobody in production.
 */
export function punchoutFrameAncestors(env: Record<string, string | undefined> = process.env): string[] {
  const configured = env.PUNCHOUT_FRAME_ANCESTORS;
  if (configured === undefined) return env.NODE_ENV === 'production' ? [] : SANDBOX_BUYER_ORIGINS;
  return configured
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return []; // not an origin: never a wildcard or a keyword by mistake
      }
    });
}

/** Pages no other site may frame, buyer or not: signing in, the account, checkout and the back office. */
const NEVER_FRAMED = /^\/(login|logout|account|checkout|backoffice|join|invitations)(\/|$)/;

/** HSTS: a year, subdomains included; sent only on responses that went out over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: {
  pathname: string;
  isHttps: boolean;
  frameAncestors: string[];
  isDev?: boolean;
}): Record<string, string> {
  const hsts: Record<string, string> = options.isHttps ? { 'strict-transport-security': HSTS } : {};
  // ID-porten frames the front-channel logout page; the route sets its own policy (frame-ancestors *).
  if (options.pathname === '/logout/frontchannel') return hsts;
  const framers = NEVER_FRAMED.test(options.pathname) ? [] : options.frameAncestors;
  const frameAncestors = framers.length > 0 ? `'self' ${framers.join(' ')}` : "'none'";
  // Next.js's own inline bootstrap scripts need 'unsafe-inline' without per-request nonces (which would force every
  // page to render dynamically); the policy still keeps out other origins' scripts, plugins, <base> rewrites and
  // framing. Development adds what Next's dev server needs (eval for fast refresh, its websocket).
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.isDev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(options.isHttps ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'content-security-policy': directives.join('; '),
    // Browsers that know CSP ignore X-Frame-Options once frame-ancestors is set; older ones get DENY where nobody
    // may frame (X-Frame-Options cannot name several origins).
    ...(framers.length === 0 ? { 'x-frame-options': 'DENY' } : {}),
    ...hsts,
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request may change state: reads always; POST/PUT/PATCH/DELETE only from our own pages (the Origin's
 * host is the request's host, or Sec-Fetch-Site says same-origin when a browser sends no Origin). Server actions
 * and route handlers alike; Auth.js's own routes add their CSRF token on top.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origin = request.headers.get('origin');
  if (origin) {
    if (origin === 'null') return true; // sandboxed frames, data: pages and some redirects
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}
