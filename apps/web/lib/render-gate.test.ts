import { EventEmitter } from 'node:events';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FILL_HEADER } from './page-cache-rules.mjs';
import { isGated, renderGate } from './render-gate.mjs';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('which requests wait for the render gate', () => {
  it('lets static files and route handlers through', () => {
    expect(isGated(get('/_next/static/chunks/app.js'), undefined)).toBe(false);
    // The chat's event streams stay open as long as a chat is on screen: gated, a few would hold every slot.
    const session = { cookie: 'authjs.session-token=abc' };
    expect(isGated(get('/api/support/chats/c1/events', session), undefined)).toBe(false);
    expect(isGated(get('/api/support/queue/events', session), undefined)).toBe(false);
    expect(isGated(get('/api/search/autocomplete?q=han', session), undefined)).toBe(false);
    expect(isGated({ method: 'POST', url: '/api/auth/callback/credentials', headers: session }, undefined)).toBe(false);
    expect(isGated(get('/media/products/a/320.avif'), undefined)).toBe(false);
  });

  it('gates every request that renders for a person, a navigation or an action', () => {
    const session = { cookie: 'lang=nb; authjs.session-token=abc' };
    expect(isGated(get('/category/hansker', session), undefined)).toBe(true);
    expect(isGated(get('/', { cookie: '__Secure-authjs.session-token=abc' }), undefined)).toBe(true);
    expect(isGated(get('/product/a', { cookie: 'engros-punchout=1' }), undefined)).toBe(true);
    expect(isGated(get('/category/hansker', { rsc: '1' }), undefined)).toBe(true);
    expect(isGated(get('/category/hansker?_rsc=x1'), undefined)).toBe(true);
    expect(isGated({ method: 'POST', url: '/product/a', headers: { 'next-action': 'x' } }, undefined)).toBe(true);
    // Pages the cache never keeps render, signed out too.
    expect(isGated(get('/search?q=hansker'), undefined)).toBe(true);
    expect(isGated(get('/cart'), undefined)).toBe(true);
    expect(isGated(get('/category/a/b'), undefined)).toBe(true);
    // Signed out too: a page the cache keeps is answered before the gate (serveThroughGate, page-cache.test.ts); one
    // that reaches it is not kept (yet), and each query string is a page of its own.
    expect(isGated(get('/'), undefined)).toBe(true);
    expect(isGated(get('/category/hansker?page=2'), undefined)).toBe(true);
    expect(isGated(get('/product/nitrilhansker', { cookie: 'lang=en; authjs.csrf-token=x' }), undefined)).toBe(true);
    expect(isGated(get('/content/om-oss'), undefined)).toBe(true);
  });

  it("lets the page cache's own fill through only with this process's token", () => {
    const fill = (token: string) => get('/search?q=x', { [FILL_HEADER]: token });
    expect(isGated(fill('the-token'), 'the-token')).toBe(false);
    expect(isGated(fill('a-guess'), 'the-token')).toBe(true);
    expect(isGated(fill(''), undefined)).toBe(true);
  });
});

describe('the render gate', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** A server whose every request goes through a gate of `limit`; each answer waits until `finish(i)`. */
  async function gatedServer(limit: number, holdMs = 60_000) {
    const gate = renderGate(limit, { holdMs });
    const started: number[] = [];
    const startedAt = new Map<number, number>();
    let highest = 0;
    const finishers = new Map<number, () => void>();
    server = createServer((request, response) => {
      gate.admit(response, () => {
        const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('i'));
        started.push(index);
        startedAt.set(index, Date.now());
        highest = Math.max(highest, gate.counts.running);
        finishers.set(index, () => response.end(`done ${index}`));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const send = (i: number) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: `/?i=${i}`, agent: false });
      const body = new Promise<string>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
      });
      req.end();
      return { req, body };
    };
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(check()).toBe(true);
    };
    const finish = (i: number) => finishers.get(i)?.();
    return { gate, started, startedAt, send, finish, until, highest: () => highest };
  }

  it('handles at most its limit at once and the others in the order they came', async () => {
    const { gate, started, send, finish, until, highest } = await gatedServer(2);
    const sent = [0, 1, 2, 3, 4].map((i) => send(i));
    await until(() => gate.counts.running === 2 && gate.counts.waiting === 3);
    expect(started).toEqual([0, 1]);
    finish(1);
    await until(() => started.length === 3);
    expect(started).toEqual([0, 1, 2]);
    for (const i of [0, 2, 3, 4]) {
      await until(() => started.includes(i));
      finish(i);
    }
    expect(await Promise.all(sent.map((one) => one.body))).toEqual([0, 1, 2, 3, 4].map((i) => `done ${i}`));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(highest()).toBe(2);
    await until(() => gate.counts.running === 0 && gate.counts.waiting === 0);
  });

  it('gives a waiting place up when its client leaves, and a slot back when a running one does', async () => {
    const { gate, started, send, finish, until } = await gatedServer(1);
    const first = send(0);
    await until(() => started.length === 1);
    const leaving = send(1);
    const last = send(2);
    await until(() => gate.counts.waiting === 2);
    leaving.body.catch(() => undefined);
    leaving.req.destroy();
    await until(() => gate.counts.waiting === 1);
    // The running request's client leaves too: its slot goes to the next in line, never lost.
    first.body.catch(() => undefined);
    first.req.destroy();
    await until(() => started.length === 2);
    expect(started).toEqual([0, 2]);
    finish(2);
    expect(await last.body).toBe('done 2');
    await until(() => gate.counts.running === 0 && gate.counts.waiting === 0);
  });

  it('stops counting a request that takes longer than it may hold its place: a slow API never stalls every page', async () => {
    const { gate, started, startedAt, send, finish, until } = await gatedServer(1, 150);
    const stuck = send(0);
    await until(() => started.length === 1);
    const next = send(1);
    await until(() => started.length === 2);
    // Let in once the first had held its place for 150 ms, not before.
    expect(Number(startedAt.get(1)) - Number(startedAt.get(0))).toBeGreaterThanOrEqual(149);
    // The slow one no longer counts; the one let in does, until it is answered.
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    finish(1);
    expect(await next.body).toBe('done 1');
    finish(0);
    expect(await stuck.body).toBe('done 0');
    await until(() => gate.counts.running === 0);
  });
});

describe('a request the gate let past', () => {
  it('lets a request it let past once straight on again, and enter() resolves in the turn admit would start it', async () => {
    const gate = renderGate(1);
    const responses = [0, 1].map(() => {
      const response = new EventEmitter() as unknown as ServerResponse;
      return response;
    });
    const [first, second] = responses as [ServerResponse, ServerResponse];
    await gate.enter(first);
    let secondIn = false;
    void gate.enter(second).then(() => {
      secondIn = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(secondIn).toBe(false);
    expect(gate.counts).toEqual({ running: 1, waiting: 1 });
    // The first again (a company's page whose fill kept nothing, rendered by Next): at once, counted once.
    let again = false;
    gate.admit(first, () => {
      again = true;
    });
    expect(again).toBe(true);
    expect(gate.counts).toEqual({ running: 1, waiting: 1 });
    (first as unknown as EventEmitter).emit('close');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(secondIn).toBe(true);
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
  });
});
