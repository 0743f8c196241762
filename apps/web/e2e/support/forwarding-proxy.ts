// A reverse proxy in front of the web server, as a TLS terminator or load balancer would sit in production. It
// connects from its own loopback address (TRUSTED_PROXY_ADDRESS, which the test stack's WEB_TRUST_PROXY names), so
// the web server believes the X-Forwarded-For it sends, and only that (docs/security.md, "The client behind the web
// server"). `forwardedFor` decides what it sends: nginx's $proxy_add_x_forwarded_for appends the address it saw.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The proxy's own address; Linux answers on all of 127.0.0.0/8, so it differs from the browsers' 127.0.0.1. */
export const TRUSTED_PROXY_ADDRESS = '127.0.0.2';

export type ForwardingProxy = { url: string; close: () => Promise<void> };

export async function startForwardingProxy(
  target: string,
  forwardedFor: (incoming: string | undefined) => string | undefined,
): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    // The shop's own host name, as a reverse proxy keeps it (proxy_set_header Host): the Origin check and Auth.js's
    // URLs see the shop, not the proxy's port.
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: upstream.host };
    const incoming = request.headers['x-forwarded-for'];
    const value = forwardedFor(Array.isArray(incoming) ? incoming.join(', ') : incoming);
    if (value === undefined) delete headers['x-forwarded-for'];
    else headers['x-forwarded-for'] = value;
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        localAddress: TRUSTED_PROXY_ADDRESS,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forwarded);
  });
  // Both loopback families, so `localhost` reaches it whichever the client tries first.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${upstream.protocol}//${upstream.hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
