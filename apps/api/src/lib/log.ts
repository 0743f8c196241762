import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log: OCI punch-out set-up sends the buyer's PASSWORD in the URL,
 * sign-in links and invitations carry tokens, eID callbacks a code and state (docs/security.md).
 */
const SECRET_QUERY = /^(password|pass|pwd|token|code|state|secret|sid|ticket|refresh_?token|access_?token|id_?token)$/i;

/** The URL with the values of secret query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_QUERY.test(name.trim()) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q + 1)}${pairs.join('&')}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
