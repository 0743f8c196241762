// Which browser a request came from, for the API's per-address limits and audit log (docs/security.md, "The client
// behind the web server"). Next.js (16.4, base-server.ts) sets X-Forwarded-For to the socket's address only when the
// request has none (`??=`), so a browser's own X-Forwarded-For would pass as its address. proxy.ts therefore moves
// whatever X-Forwarded-For arrived into FORWARDED_CHAIN and removes the original, so that Next.js fills it with the
// socket's address; here the chain is believed only as far as WEB_TRUST_PROXY allows (the API's TRUST_PROXY syntax).
import { isIP } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';

/** The X-Forwarded-For the request arrived with, as proxy.ts passes it on (its own name: a browser cannot set it). */
export const FORWARDED_CHAIN = 'x-engros-forwarded-for';

type Trust = (address: string, hop: number) => boolean;

/**
 * WEB_TRUST_PROXY: false (default: only the socket's address counts), true (every proxy: the left-most address), a
 * hop count (the nearest n proxies), or addresses/CIDRs of the proxies in front ("10.0.0.1, 10.1.0.0/16",
 * "loopback"). A separate name from the API's TRUST_PROXY: `npm start` gives both processes one environment, and
 * the API trusting the web server must not make the web server trust every local browser.
 */
export function parseTrustProxy(value: string | undefined): Trust {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return () => false;
  if (setting === 'true') return () => true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(entries); // throws on anything that is not an address, a CIDR or a range name
}

let configured: { value: string | undefined; trust: Trust } | undefined;
function trustFromEnv(): Trust {
  const value = process.env.WEB_TRUST_PROXY;
  if (!configured || configured.value !== value) {
    try {
      configured = { value, trust: parseTrustProxy(value) };
    } catch {
      throw new Error(`WEB_TRUST_PROXY must be true, false, a hop count or addresses/CIDRs, not "${value}"`);
    }
  }
  return configured.trust;
}

/** An IPv4 address the dual-stack socket reports as IPv6 (::ffff:127.0.0.1) counts as the IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i, '$1');

/**
 * The browser's address: the socket's, or with trusted proxies in front the right-most X-Forwarded-For entry that
 * is not a trusted proxy (proxy-addr's rule, as Fastify applies it for the API). Undefined when proxy.ts did not
 * run for this request (its chain header is missing), so nothing a browser wrote is ever taken.
 */
export function clientAddress(headers: Headers, trust: Trust = trustFromEnv()): string | undefined {
  const chain = headers.get(FORWARDED_CHAIN);
  const socket = headers.get('x-forwarded-for')?.trim();
  if (chain === null || !socket || socket.includes(',')) return undefined;
  const request = { socket: { remoteAddress: socket }, headers: chain ? { 'x-forwarded-for': chain } : {} };
  const address = plain(proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust));
  // Not an address (garbage a trusted proxy passed on from the browser): only the socket is certain.
  return isIP(address) ? address : plain(socket);
}
