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

/**
 * Whether a request came over https: the first of X-Forwarded-Proto's values (a TLS proxy in front), else the
 * connection's own protocol (`http` or `https`).
 */
export function isHttpsRequest(forwardedProto: string | null | undefined, protocol: string): boolean {
  return (forwardedProto ?? protocol).split(',')[0]?.trim() === 'https';
}

/** HSTS: a year, subdomains included; sent only on responses that went out over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The eID front-channel logout page's own policy: ID-porten frames it (another origin), and it has no script,
 * style or link, so it may load nothing at all.
 */
export const FRONTCHANNEL_LOGOUT_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** The request header proxy.ts puts this request's nonce in, for route handlers that write their own HTML. */
export const NONCE_HEADER = 'x-nonce';

/** A fresh nonce for one response: 128 random bits, base64 (CSP's nonce-source). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function securityHeaders(options: {
  pathname: string;
  isHttps: boolean;
  frameAncestors: string[];
  /** This response's script nonce (proxy.ts makes one per request; Next.js puts it on its own scripts). */
  nonce: string;
  isDev?: boolean;
}): Record<string, string> {
  const hsts: Record<string, string> = options.isHttps ? { 'strict-transport-security': HSTS } : {};
  // ID-porten frames the front-channel logout page; the route sets its own policy (FRONTCHANNEL_LOGOUT_CSP).
  if (options.pathname === '/logout/frontchannel') return hsts;
  const framers = NEVER_FRAMED.test(options.pathname) ? [] : options.frameAncestors;
  const frameAncestors = framers.length > 0 ? `'self' ${framers.join(' ')}` : "'none'";
  // Scripts run only with this response's nonce, and what they load ('strict-dynamic': Next's chunks). The rest is
  // the fallback for older browsers: 'self' for CSP2 (no 'strict-dynamic'), 'unsafe-inline' for CSP1 (no nonces);
  // a browser that knows nonces ignores 'unsafe-inline', one that knows 'strict-dynamic' also ignores 'self'.
  // Development adds what Next's dev server needs (eval for fast refresh, its websocket).
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic' 'self' 'unsafe-inline'${options.isDev ? " 'unsafe-eval'" : ''}`,
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
