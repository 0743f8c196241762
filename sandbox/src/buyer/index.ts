// The procurement-system stand-in (a buyer's SAP SRM / Ariba, docs/punchout.md): starts cXML punch-out sessions
// (server-side PunchOutSetupRequest, then the browser goes to the StartPage) and OCI sessions (a form posting
// to the shop's OCI entry with HOOK_URL pointing back here), receives the returned carts at its
// BrowserFormPost URL / HOOK_URL, shows them parsed (HTML, and JSON at /api/carts for tests) and sends an
// OrderRequest for a received cXML cart.
// Environment: BUYER_PORT (4400), API_URL (http://127.0.0.1:4000), BUYER_PUBLIC_URL (http://127.0.0.1:<port>),
// BUYER_CXML_SECRET, BUYER_OCI_USERNAME, BUYER_OCI_PASSWORD (defaults: the demo seed's Nordlys credentials).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { StandIn } from '../stand-in';

type Credential = { domain: string; identity: string };

export type BuyerOptions = {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  apiUrl?: string;
  /** How browsers reach this stand-in (HOOK_URL and BrowserFormPost URL); default http://host:port. */
  publicUrl?: string;
  cxml?: { from: Credential; to: Credential; sender: Credential; sharedSecret: string; version?: string };
  oci?: { username: string; password: string; version?: string };
};

export type ReceivedLine = {
  sku: string;
  quantity: number;
  unitPrice: string;
  currency: string;
  description: string;
  unit: string;
  classification?: string;
  fields?: Record<string, string>;
};

export type ReceivedCart = {
  id: string;
  protocol: 'cxml' | 'oci';
  receivedAt: string;
  buyerCookie?: string;
  operationAllowed?: string;
  total?: { amount: string; currency: string };
  lines: ReceivedLine[];
  /** The raw cXML (cxml) or the posted fields (oci). */
  raw: string;
  orderResult?: { httpStatus: number; cxmlCode: string; text: string; orderId: string };
};

export type Buyer = StandIn & {
  port: number;
  url: string;
  /** Newest first. */
  carts: () => ReceivedCart[];
  clear: () => void;
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the first <tag …>…</tag> in `xml` (no nesting of the same tag), or ''. */
const tagText = (xml: string, tag: string) => {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  if (!match) return '';
  const inner = match[1]!.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, cdata: string) => escapeXml(cdata));
  return unescapeXml(
    inner
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
};
const attr = (xml: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\s[^>]*${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
const DOCTYPE = (version: string) => `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd">`;

function credential(c: Credential, secret?: string) {
  return `<Credential domain="${escapeXml(c.domain)}"><Identity>${escapeXml(c.identity)}</Identity>${
    secret === undefined ? '' : `<SharedSecret>${escapeXml(secret)}</SharedSecret>`
  }</Credential>`;
}

/** Reads a PunchOutOrderMessage (as the shop posts it) into lines; a small reader for a stand-in. */
export function parseOrderMessage(xml: string): Omit<ReceivedCart, 'id' | 'receivedAt' | 'protocol' | 'raw'> {
  const totalXml = xml.slice(Math.max(0, xml.indexOf('<Total')));
  const items = [...xml.matchAll(/<ItemIn\s[^>]*quantity="([^"]*)"[^>]*>([\s\S]*?)<\/ItemIn>/g)];
  return {
    buyerCookie: tagText(xml, 'BuyerCookie'),
    operationAllowed: attr(xml, 'PunchOutOrderMessageHeader', 'operationAllowed'),
    total: { amount: tagText(totalXml, 'Money'), currency: attr(totalXml, 'Money', 'currency') },
    lines: items.map(([, quantity, body]) => ({
      sku: tagText(body!, 'SupplierPartID'),
      quantity: Number(quantity),
      unitPrice: tagText(body!, 'Money'),
      currency: attr(body!, 'Money', 'currency'),
      description:
        tagText(body!.replace(/<ShortName>[\s\S]*?<\/ShortName>/, ''), 'Description') || tagText(body!, 'ShortName'),
      unit: tagText(body!, 'UnitOfMeasure'),
      classification: tagText(body!, 'Classification'),
    })),
  };
}

/** Reads NEW_ITEM-<FIELD>[n] fields into lines (n from 1). */
export function parseOciForm(form: Record<string, string | string[]>): ReceivedLine[] {
  const lines = new Map<number, Record<string, string>>();
  for (const [name, raw] of Object.entries(form)) {
    const value = Array.isArray(raw) ? raw.join('') : raw;
    const field = /^NEW_ITEM-([A-Z0-9_]+)\[(\d+)\]$/i.exec(name);
    const longText = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/i.exec(name);
    const n = Number(field?.[2] ?? longText?.[1]);
    if (!n) continue;
    const line = lines.get(n) ?? {};
    line[field ? field[1]!.toUpperCase() : 'LONGTEXT'] = value;
    lines.set(n, line);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, f]) => ({
      sku: f.EXT_PRODUCT_ID || f.VENDORMAT || '',
      quantity: Number(f.QUANTITY ?? 0),
      unitPrice: f.PRICE ?? '',
      currency: f.CURRENCY ?? '',
      description: f.DESCRIPTION ?? '',
      unit: f.UNIT ?? '',
      classification: f.MATGROUP ?? '',
      fields: f,
    }));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:64rem}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}form{margin:.5rem 0}
section{border:1px solid #ddd;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body><h1><a href="/">Procurement stand-in</a></h1>${body}</body></html>`;

/** Starts the stand-in buyer. */
export async function startBuyer(options: BuyerOptions = {}): Promise<Buyer> {
  const host = options.host ?? '127.0.0.1';
  const apiUrl = (options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const cxml = options.cxml ?? {
    from: { domain: 'NetworkId', identity: process.env.BUYER_CXML_IDENTITY ?? 'nordlys-procurement' },
    to: { domain: 'NetworkId', identity: process.env.BUYER_CXML_SUPPLIER ?? 'engros' },
    sender: { domain: 'NetworkId', identity: process.env.BUYER_CXML_IDENTITY ?? 'nordlys-procurement' },
    sharedSecret: process.env.BUYER_CXML_SECRET ?? 'nordlys-demo-shared-secret',
  };
  const version = options.cxml?.version ?? '1.2.063';
  const oci = options.oci ?? {
    username: process.env.BUYER_OCI_USERNAME ?? 'nordlys-oci',
    password: process.env.BUYER_OCI_PASSWORD ?? 'nordlys-oci-demo',
  };
  let carts: ReceivedCart[] = [];
  let publicUrl = options.publicUrl ?? process.env.BUYER_PUBLIC_URL ?? '';

  const app = Fastify({ logger: false });
  await app.register(formbody, { bodyLimit: 5 * 1024 * 1024 });
  const wantsJson = (accept: string | undefined) => (accept ?? '').includes('application/json');

  const setupRequest = (
    operation: 'create' | 'edit' | 'inspect',
    from?: ReceivedCart,
  ) => `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE(version)}
<cXML payloadID="${Date.now()}.${randomUUID()}@buyer" timestamp="${timestamp()}" xml:lang="en">
<Header><From>${credential(cxml.from)}</From><To>${credential(cxml.to)}</To>
<Sender>${credential(cxml.sender, cxml.sharedSecret)}<UserAgent>Engros procurement stand-in</UserAgent></Sender></Header>
<Request deploymentMode="test"><PunchOutSetupRequest operation="${operation}">
<BuyerCookie>${randomUUID().replace(/-/g, '')}</BuyerCookie>
<Extrinsic name="UserEmail">buyer@nordlys.example</Extrinsic>
<BrowserFormPost><URL>${escapeXml(`${publicUrl}/cxml/return`)}</URL></BrowserFormPost>
${(from?.lines ?? [])
  .map(
    (line, i) =>
      `<ItemOut quantity="${line.quantity}" lineNumber="${i + 1}"><ItemID><SupplierPartID>${escapeXml(line.sku)}</SupplierPartID></ItemID></ItemOut>`,
  )
  .join('\n')}
</PunchOutSetupRequest></Request></cXML>`;

  const orderRequest = (cart: ReceivedCart, orderId: string) => `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE(version)}
<cXML payloadID="${Date.now()}.${randomUUID()}@buyer" timestamp="${timestamp()}" xml:lang="en">
<Header><From>${credential(cxml.from)}</From><To>${credential(cxml.to)}</To>
<Sender>${credential(cxml.sender, cxml.sharedSecret)}<UserAgent>Engros procurement stand-in</UserAgent></Sender></Header>
<Request deploymentMode="test"><OrderRequest>
<OrderRequestHeader orderID="${escapeXml(orderId)}" orderDate="${timestamp()}" type="new">
<Total><Money currency="${escapeXml(cart.total?.currency ?? 'NOK')}">${escapeXml(cart.total?.amount ?? '0.00')}</Money></Total>
<BillTo><Address><Name xml:lang="en">Nordlys Dagligvare AS</Name></Address></BillTo>
</OrderRequestHeader>
${cart.lines
  .map(
    (
      line,
      i,
    ) => `<ItemOut quantity="${line.quantity}" lineNumber="${i + 1}"><ItemID><SupplierPartID>${escapeXml(line.sku)}</SupplierPartID></ItemID>
<ItemDetail><UnitPrice><Money currency="${escapeXml(line.currency)}">${escapeXml(line.unitPrice)}</Money></UnitPrice>
<Description xml:lang="en">${escapeXml(line.description)}</Description><UnitOfMeasure>${escapeXml(line.unit)}</UnitOfMeasure>
<Classification domain="EngrosCategory">${escapeXml(line.classification || 'unknown')}</Classification></ItemDetail></ItemOut>`,
  )
  .join('\n')}
</OrderRequest></Request></cXML>`;

  const cartTable = (
    cart: ReceivedCart,
  ) => `<section><h2>${cart.protocol.toUpperCase()} cart ${escapeHtml(cart.id)}</h2>
<p>Received ${escapeHtml(cart.receivedAt)}${cart.buyerCookie ? `, BuyerCookie ${escapeHtml(cart.buyerCookie)}` : ''}${
    cart.operationAllowed ? `, operationAllowed ${escapeHtml(cart.operationAllowed)}` : ''
  }${cart.total?.amount ? `, total ${escapeHtml(cart.total.amount)} ${escapeHtml(cart.total.currency)}` : ''}</p>
<table><tr><th>SKU</th><th>Description</th><th>Quantity</th><th>Unit</th><th>Unit price</th></tr>
${cart.lines
  .map(
    (l) =>
      `<tr><td>${escapeHtml(l.sku)}</td><td>${escapeHtml(l.description)}</td><td>${l.quantity}</td><td>${escapeHtml(l.unit)}</td><td>${escapeHtml(`${l.unitPrice} ${l.currency}`)}</td></tr>`,
  )
  .join('\n')}</table>
${
  cart.protocol === 'cxml'
    ? `<form method="post" action="/cxml/order"><input type="hidden" name="cartId" value="${escapeHtml(cart.id)}">
<button type="submit">Send OrderRequest</button></form>
<form method="post" action="/cxml/start"><input type="hidden" name="operation" value="edit"><input type="hidden" name="cartId" value="${escapeHtml(cart.id)}">
<button type="submit">Edit in the shop (PunchOutSetupRequest edit)</button></form>`
    : ''
}
${cart.orderResult ? `<p>OrderRequest: HTTP ${cart.orderResult.httpStatus}, cXML ${escapeHtml(cart.orderResult.cxmlCode)} ${escapeHtml(cart.orderResult.text)} (orderID ${escapeHtml(cart.orderResult.orderId)})</p>` : ''}
<details><summary>Raw</summary><pre>${escapeHtml(cart.raw)}</pre></details></section>`;

  app.get('/', async (_request, reply) => {
    const ociFields = {
      USERNAME: oci.username,
      PASSWORD: oci.password,
      HOOK_URL: `${publicUrl}/oci/hook`,
      OCI_VERSION: oci.version ?? '5.0',
      '~OkCode': 'ADDI',
      '~TARGET': '_top',
      '~CALLER': 'CTLG',
    };
    const hidden = Object.entries(ociFields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return reply.type('text/html').send(
      page(
        'Procurement stand-in',
        `<p>Shop API: ${escapeHtml(apiUrl)}. Returned carts arrive at ${escapeHtml(publicUrl)}/cxml/return and /oci/hook.</p>
<section><h2>cXML</h2><form method="post" action="/cxml/start"><input type="hidden" name="operation" value="create">
<button type="submit">Punch out (cXML PunchOutSetupRequest)</button></form></section>
<section><h2>OCI</h2><form method="post" action="${escapeHtml(apiUrl)}/punchout/oci">${hidden}
<button type="submit">Punch out (OCI ${escapeHtml(ociFields.OCI_VERSION)})</button></form></section>
<h2>Received carts</h2>${carts.map(cartTable).join('') || '<p>None yet.</p>'}`,
      ),
    );
  });

  // cXML: PunchOutSetupRequest server to server, then the browser goes to the StartPage.
  app.post('/cxml/start', async (request, reply) => {
    const body = (request.body ?? {}) as { operation?: string; cartId?: string };
    const operation = body.operation === 'edit' || body.operation === 'inspect' ? body.operation : 'create';
    const from = carts.find((c) => c.id === body.cartId);
    const response = await fetch(`${apiUrl}/punchout/cxml/setup`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: setupRequest(operation, from),
    });
    const xml = await response.text();
    const startUrl = tagText(xml, 'URL');
    const status = { httpStatus: response.status, cxmlCode: attr(xml, 'Status', 'code'), startUrl };
    if (wantsJson(request.headers.accept)) return status;
    if (response.ok && startUrl) return reply.redirect(startUrl, 303);
    return reply
      .code(502)
      .type('text/html')
      .send(
        page(
          'Setup failed',
          `<p>PunchOutSetupRequest failed: HTTP ${response.status}</p><pre>${escapeHtml(xml)}</pre>`,
        ),
      );
  });

  const received = (cart: ReceivedCart, request: { headers: { accept?: string } }) => {
    carts = [cart, ...carts].slice(0, 50);
    return wantsJson(request.headers.accept) ? cart : page('Cart received', cartTable(cart));
  };

  // BrowserFormPost URL: the shop's page posts cxml-urlencoded or cxml-base64 here.
  app.post('/cxml/return', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const raw = body['cxml-urlencoded'] ?? Buffer.from(body['cxml-base64'] ?? '', 'base64').toString('utf8');
    if (!raw.includes('PunchOutOrderMessage')) return reply.code(400).send({ error: 'no PunchOutOrderMessage' });
    const cart: ReceivedCart = {
      id: randomUUID(),
      protocol: 'cxml',
      receivedAt: new Date().toISOString(),
      ...parseOrderMessage(raw),
      raw,
    };
    const answer = received(cart, request);
    return typeof answer === 'string' ? reply.type('text/html').send(answer) : answer;
  });

  // HOOK_URL: the shop's page posts NEW_ITEM-* fields here.
  app.post('/oci/hook', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | string[]>;
    const cart: ReceivedCart = {
      id: randomUUID(),
      protocol: 'oci',
      receivedAt: new Date().toISOString(),
      lines: parseOciForm(body),
      raw: new URLSearchParams(
        Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x])),
      ).toString(),
    };
    const answer = received(cart, request);
    return typeof answer === 'string' ? reply.type('text/html').send(answer) : answer;
  });

  // After "approval": the OrderRequest for a received cXML cart, server to server.
  app.post('/cxml/order', async (request, reply) => {
    const body = (request.body ?? {}) as { cartId?: string; orderId?: string };
    const cart = carts.find((c) => c.protocol === 'cxml' && (!body.cartId || c.id === body.cartId));
    if (!cart) return reply.code(404).send({ error: 'no such cXML cart' });
    const orderId = body.orderId ?? cart.orderResult?.orderId ?? `PO-${cart.id.slice(0, 8).toUpperCase()}`;
    const response = await fetch(`${apiUrl}/punchout/cxml/order`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: orderRequest(cart, orderId),
    });
    const xml = await response.text();
    cart.orderResult = {
      httpStatus: response.status,
      cxmlCode: attr(xml, 'Status', 'code'),
      text: tagText(xml, 'Status') || attr(xml, 'Status', 'text'),
      orderId,
    };
    if (wantsJson(request.headers.accept)) return cart.orderResult;
    return reply.type('text/html').send(page('OrderRequest sent', cartTable(cart)));
  });

  app.get('/api/carts', async () => carts);

  await app.listen({ host, port: options.port ?? Number(process.env.BUYER_PORT ?? 4400) });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  if (!publicUrl) publicUrl = url;
  return {
    name: 'procurement buyer',
    urls: { page: url, 'OCI HOOK_URL': `${publicUrl}/oci/hook`, 'cXML BrowserFormPost': `${publicUrl}/cxml/return` },
    port,
    url,
    carts: () => carts,
    clear: () => {
      carts = [];
    },
    stop: async () => {
      await app.close();
    },
  };
}
