import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createSender,
  fileNameFromDisposition,
  type OperationSpec,
  SERVER_SIDE_ERROR,
  UNEXPECTED_ERROR,
} from '../src/runtime';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A real HTTP server on a free port: each path answers one way; every request is recorded. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];

const problem = { type: 'about:blank', title: 'Ugyldig', status: 422, code: 'validation_failed' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const path = req.url!.split('?')[0];
      const json = (status: number, value: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'x-trace': 'abc' });
        res.end(JSON.stringify(value));
      };
      switch (path) {
        case '/empty':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end();
        case '/no-content':
          res.writeHead(204);
          return res.end();
        case '/problem':
          return json(422, problem, 'application/problem+json');
        case '/teapot':
          return json(418, { code: 'teapot' });
        case '/broken':
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('kaputt');
        case '/created':
          return json(201, { id: 'new' });
        case '/file':
          res.writeHead(200, {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="faktura 1001.pdf"',
          });
          return res.end('%PDF-1.7 fake');
        default:
          return json(200, { method: req.method, url: req.url });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

function spec(overrides: Partial<OperationSpec>): OperationSpec {
  return {
    method: 'GET',
    path: '/echo',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
    ...overrides,
  };
}

function sender(config: Partial<Parameters<typeof createSender>[0]> = {}) {
  return createSender({ baseUrl, ...config });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('path parameters', () => {
  const byId = spec({ path: '/items/{itemId}/lines/{lineId}', pathParams: ['itemId', 'lineId'] });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
  ])('a required path parameter that is %s fails before any request', async (_label, value) => {
    await expect(sender()(byId, { path: { itemId: 'a', lineId: value } })).rejects.toThrow(
      new Error("The parameter 'lineId' must be defined."),
    );
    await expect(sender()(byId, {})).rejects.toThrow("The parameter 'itemId' must be defined.");
    expect(seen).toHaveLength(0);
  });

  it('fills and encodes path parameters', async () => {
    const result = await sender()(byId, { path: { itemId: 'a b/c', lineId: 7 } });
    expect(result).toEqual({ method: 'GET', url: '/items/a%20b%2Fc/lines/7' });
  });
});

describe('query parameters', () => {
  const search = spec({ path: '/search', requiredQuery: ['customerId', 'page'], optionalQuery: ['only'] });

  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('a required query parameter that is %s fails before any request', async (_label, value) => {
    await expect(sender()(search, { query: { customerId: 'c1', page: value } })).rejects.toThrow(
      new Error("The parameter 'page' cannot be null."),
    );
    expect(seen).toHaveLength(0);
  });

  it('sends arrays as repeated keys and leaves out empty optional parameters', async () => {
    await sender()(search, { query: { customerId: 'c1', page: 0, only: null, propertyKeys: ['colour', 'size'] } });
    expect(seen[0]!.url).toBe('/search?customerId=c1&page=0&propertyKeys=colour&propertyKeys=size');
  });

  it('sends booleans and dates as text', async () => {
    const when = new Date('2030-01-02T03:04:05.000Z');
    await sender()(search, { query: { customerId: 'c1', page: 1, sharedOnly: false, from: when } });
    expect(seen[0]!.url).toBe('/search?customerId=c1&page=1&sharedOnly=false&from=2030-01-02T03%3A04%3A05.000Z');
  });
});

describe('success answers', () => {
  it('200 resolves with the parsed JSON body', async () => {
    await expect(sender()(spec({ path: '/echo' }))).resolves.toEqual({ method: 'GET', url: '/echo' });
  });

  it('200 with an empty body resolves with null', async () => {
    await expect(sender()(spec({ path: '/empty' }))).resolves.toBeNull();
  });

  it('204 resolves with null, not an error', async () => {
    await expect(sender()(spec({ method: 'DELETE', path: '/no-content' }))).resolves.toBeNull();
  });

  it('a declared other 2xx status is a success too', async () => {
    await expect(sender()(spec({ path: '/created', successStatuses: [201] }))).resolves.toEqual({ id: 'new' });
  });
});

describe('error answers', () => {
  it('a handled status gives the server-side message and the parsed error body', async () => {
    const error = await caught(sender()(spec({ path: '/problem', handledStatuses: [400, 422] })));
    expect(error.message).toBe('A server side error occurred.');
    expect(error.message).toBe(SERVER_SIDE_ERROR);
    expect(error.status).toBe(422);
    expect(error.result).toEqual(problem);
    expect(JSON.parse(error.response)).toEqual(problem);
    expect(error.headers['content-type']).toBe('application/problem+json');
    expect(error.headers['x-trace']).toBe('abc');
    expect(ApiError.isApiError(error)).toBe(true);
  });

  it('an unhandled status gives the unexpected message and no parsed body', async () => {
    const error = await caught(sender()(spec({ path: '/teapot', handledStatuses: [400, 422] })));
    expect(error.message).toBe('An unexpected server error occurred.');
    expect(error.message).toBe(UNEXPECTED_ERROR);
    expect(error.status).toBe(418);
    expect(error.result).toBeUndefined();
    expect(error.response).toBe('{"code":"teapot"}');
  });

  it('keeps the raw text of a body that is not JSON', async () => {
    const error = await caught(sender()(spec({ path: '/broken', handledStatuses: [500] })));
    expect(error.message).toBe(SERVER_SIDE_ERROR);
    expect(error.response).toBe('kaputt');
    expect(error.result).toBeUndefined();
  });

  it('an undeclared 2xx status other than 200 and 204 is unexpected', async () => {
    const error = await caught(sender()(spec({ path: '/created' })));
    expect(error.message).toBe(UNEXPECTED_ERROR);
    expect(error.status).toBe(201);
  });
});

describe('file answers', () => {
  it('resolves with the data, the file name, the status and the headers', async () => {
    const file = (await sender()(spec({ path: '/file', response: 'file' }))) as {
      data: Blob;
      fileName: string;
      status: number;
      headers: Record<string, string>;
    };
    expect(file.data).toBeInstanceOf(Blob);
    expect(await file.data.text()).toBe('%PDF-1.7 fake');
    expect(file.fileName).toBe('faktura 1001.pdf');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('reads every form of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment; filename="quoted \\"x\\".pdf"')).toBe('quoted "x".pdf');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'f%C3%B8lgeseddel.pdf')).toBe(
      'følgeseddel.pdf',
    );
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('headers', () => {
  it('sends the language of the call, else the client default, as Accept-Language', async () => {
    await sender({ language: 'nb' })(spec({}), { language: 'en' });
    await sender({ language: 'nb' })(spec({}));
    await sender()(spec({}));
    expect(seen.slice(0, 2).map((s) => s.headers['accept-language'])).toEqual(['en', 'nb']);
    // Without a language the client sets none (Node's fetch then sends its own default, `*`).
    expect([undefined, '*']).toContain(seen[2]!.headers['accept-language']);
  });

  it('sends the shop secret and the bearer token', async () => {
    await sender({ shopSecret: 'a-very-secret-value', accessToken: 'token-1' })(spec({}));
    expect(seen[0]!.headers['x-shop-secret']).toBe('a-very-secret-value');
    expect(seen[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('asks a token function for the token on every call, and sends none when it has none', async () => {
    let calls = 0;
    const tokens = ['first', undefined];
    const call = sender({ accessToken: async () => tokens[calls++] });
    await call(spec({}));
    await call(spec({}));
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer first', undefined]);
    expect(seen[1]!.headers['x-shop-secret']).toBeUndefined();
  });

  it('adds the extra headers of the call', async () => {
    await sender()(spec({}), { headers: { 'Idempotency-Key': 'k-1' } });
    expect(seen[0]!.headers['idempotency-key']).toBe('k-1');
  });

  it('requires the required headers of an operation', async () => {
    await expect(sender()(spec({ requiredHeaders: ['idempotency-key'] }), {})).rejects.toThrow(
      "The parameter 'idempotency-key' must be defined.",
    );
    expect(seen).toHaveLength(0);
  });

  it('passes the abort signal of the call', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sender()(spec({}), { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});

describe('bodies', () => {
  it('sends a JSON body as application/json', async () => {
    await sender()(spec({ method: 'POST', body: 'json' }), { body: { sku: 'A-1', quantity: 2 } });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ sku: 'A-1', quantity: 2 });
  });

  it('sends a form body form-encoded', async () => {
    await sender()(spec({ method: 'POST', body: 'form' }), { body: { csrfToken: 't', callbackUrl: '/a?b=1' } });
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.body).toBe('csrfToken=t&callbackUrl=%2Fa%3Fb%3D1');
  });

  it('sends no body and no content type when the operation takes none', async () => {
    await sender()(spec({ method: 'POST', body: 'none' }), { body: { ignored: true } });
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.body).toBe('');
  });
});

describe('fetch', () => {
  it('uses the fetch of the configuration', async () => {
    const urls: string[] = [];
    const call = sender({
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await call(spec({ path: '/echo' }));
    expect(urls).toEqual([`${baseUrl.replace(/\/$/, '')}/echo`]);
  });

  it('strips the trailing slash of the base URL', async () => {
    await sender()(spec({ path: '/echo' }));
    expect(seen[0]!.url).toBe('/echo');
  });
});
