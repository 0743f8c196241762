// The API transport (lib/api-transport.ts) answers what fetch answers for the calls the client makes, over real HTTP.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch } from './api-transport';

let base = '';
const seen: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method, headers: req.headers, body });
    if (req.url === '/none') return res.writeHead(204).end();
    if (req.url === '/missing') {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      return res.end(JSON.stringify({ code: 'not_found' }));
    }
    res.setHeader('set-cookie', ['a=1', 'b=2']);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ ok: true, echo: body, name: 'Blåbær' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiFetch', () => {
  it('answers as fetch does: status, every header, the body as UTF-8 JSON', async () => {
    for (const send of [apiFetch, fetch]) {
      const response = await send(`${base}/ok`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(await response.json()).toEqual({ ok: true, echo: '', name: 'Blåbær' });
    }
  });

  it('sends the method, headers given as Headers and a form body as its text', async () => {
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', 'x-shop-secret': 's' });
    const response = await apiFetch(`${base}/ok`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ sku: 'A-1', quantity: '2' }),
    });
    expect((await response.json()).echo).toBe('sku=A-1&quantity=2');
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers['x-shop-secret']).toBe('s');
  });

  it('answers 204 without a body and an error status with its problem', async () => {
    const none = await apiFetch(`${base}/none`, { method: 'DELETE' });
    expect(none.status).toBe(204);
    expect(none.body).toBeNull();
    const missing = await apiFetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'not_found' });
  });

  it('gives up when its signal aborts', async () => {
    await expect(apiFetch(`${base}/ok`, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
