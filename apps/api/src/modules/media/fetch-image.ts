// Fetching an image by URL for an import (docs/media.md): only http(s), only public addresses (checked on the
// address actually connected to, so a name that resolves to 127.0.0.1 or the cloud metadata service is refused even
// after a redirect or a DNS change), within a size limit and a time limit.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors';

export type FetchSettings = { maxBytes: number; timeoutMs: number; allowPrivate: boolean };

const MAX_REDIRECTS = 3;

const refused = (detail: string) => new AppError('image_url_refused', { detail });
const failed = (detail: string) => new AppError('image_fetch_failed', { detail });

/** Whether an address is on the public internet (not private, loopback, link-local, multicast, reserved …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** dns.lookup that refuses non-public answers, so the check holds for the connection itself. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const bad = list.find((entry) => !isPublicAddress(entry.address));
    if (bad || list.length === 0) {
      return callback(Object.assign(new Error('not a public address'), { code: 'ENOTPUBLIC' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('Not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refused(`${url.protocol} addresses are not fetched.`);
  if (url.username || url.password) throw refused('Addresses with a user name or password are not fetched.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    throw refused(`${host} is not a public address.`);
  }
  return url;
}

function get(url: URL, settings: FetchSettings, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      headers: { accept: 'image/avif,image/webp,image/*;q=0.8', 'user-agent': 'Engros media import' },
      ...(settings.allowPrivate ? {} : { lookup: publicLookup }),
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

/** The bytes at `raw` (following up to three redirects, each checked again), or a 422 saying why not. */
export async function fetchImage(raw: string, settings: FetchSettings): Promise<Buffer> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = checkUrl(raw, settings.allowPrivate);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, settings, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects === MAX_REDIRECTS) throw failed(`More than ${MAX_REDIRECTS} redirects.`);
        url = checkUrl(new URL(response.headers.location, url).href, settings.allowPrivate);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw failed(`The server answered ${status}.`);
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > settings.maxBytes) {
        response.destroy();
        throw new AppError('image_too_large', {
          detail: `The file is ${declared} bytes; at most ${settings.maxBytes}.`,
        });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > settings.maxBytes) {
          response.destroy();
          throw new AppError('image_too_large', { detail: `The file is over ${settings.maxBytes} bytes.` });
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTPUBLIC') throw refused(`${url.hostname} is not a public address.`);
    if (signal.aborted) throw failed(`No answer within ${settings.timeoutMs} ms.`);
    throw failed(`The server could not be reached (${code ?? (error as Error).message}).`);
  }
}
