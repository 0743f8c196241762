// cXML 1.2.x reading and writing (shared/PROTOCOLS.md, cXML section): parse what buyers send with
// fast-xml-parser (no external entities are ever fetched), build what we answer with xmlbuilder2,
// always with the DOCTYPE of a cXML version whose DTD our messages are tested against.
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** The cXML versions we answer in (our messages validate against these DTDs, test/fixtures/cxml/dtd). */
export const CXML_VERSIONS = ['1.2.050', '1.2.063'] as const;
export const DEFAULT_CXML_VERSION = '1.2.063';

export const dtdUrl = (version: string) => `http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd`;

/** A parsed cXML problem: answered with this cXML Status code and text. */
export class CxmlError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusText: string,
    message: string,
  ) {
    super(message);
  }
}

type Node = Record<string, unknown>;
const asArray = new Set([
  'Credential',
  'ItemOut',
  'ItemIn',
  'Extrinsic',
  'DeliverTo',
  'Street',
  'Description',
  'Classification',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities declared in a DOCTYPE are expanded within small limits (no "billion laughs"); external
  // entities are never fetched by this parser.
  processEntities: {
    enabled: true,
    maxEntitySize: 1000,
    maxExpansionDepth: 5,
    maxTotalExpansions: 1000,
    maxExpandedLength: 100_000,
    maxEntityCount: 50,
  },
  isArray: (name) => asArray.has(name),
});

export type Credential = { domain: string; identity: string; sharedSecret?: string };
export type CxmlHeader = { from: Credential[]; to: Credential[]; sender: Credential[] };
export type CxmlItem = {
  supplierPartId: string;
  supplierPartAuxiliaryId?: string;
  quantity: number;
  unitPrice: number | null;
  currency: string | null;
  lineNumber?: string;
};
export type ShipTo = { name: string; lines: string[]; postalCode: string; city: string; country: string };
export type SetupRequest = {
  kind: 'setup';
  header: CxmlHeader;
  version: string;
  payloadId: string;
  operation: 'create' | 'edit' | 'inspect' | 'source';
  buyerCookie: string;
  browserFormPostUrl: string;
  items: CxmlItem[];
};
export type OrderRequest = {
  kind: 'order';
  header: CxmlHeader;
  version: string;
  payloadId: string;
  orderId: string;
  orderType: string;
  total: { amount: number; currency: string } | null;
  shipTo: ShipTo | null;
  comments: string;
  items: CxmlItem[];
  /** The cost centre the buyer's system charges the order to (its code with us), when it names one. */
  costCentre: string | null;
};

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return String(value).trim();
};
const child = (node: unknown, name: string): Node | undefined => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return { '#text': value };
  return value as Node;
};
const children = (node: unknown, name: string): Node[] => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'object' ? (v as Node) : { '#text': v }));
};

/** "12.50" in a currency with two decimals → 1250 (minor units); null when not a number. */
export function toMinor(amount: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return null;
  return Math.round(Number(amount) * 100);
}
/** 1250 → "12.50". */
export const fromMinor = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

function credentials(node: Node | undefined): Credential[] {
  return children(node, 'Credential').map((c) => ({
    domain: text(c['@domain']),
    identity: text(child(c, 'Identity')),
    ...(child(c, 'SharedSecret') ? { sharedSecret: text(child(c, 'SharedSecret')) } : {}),
  }));
}

function items(nodes: Node[]): CxmlItem[] {
  return nodes.map((item) => {
    const id = child(item, 'ItemID');
    const money = child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money');
    const quantity = Number(text(item['@quantity']));
    if (!Number.isFinite(quantity) || quantity <= 0 || !Number.isInteger(quantity)) {
      throw new CxmlError(400, 'Bad Request', `ItemOut quantity "${text(item['@quantity'])}" is not a whole number`);
    }
    const supplierPartId = text(child(id, 'SupplierPartID'));
    if (!supplierPartId) throw new CxmlError(400, 'Bad Request', 'ItemOut without ItemID/SupplierPartID');
    return {
      supplierPartId,
      ...(child(id, 'SupplierPartAuxiliaryID')
        ? { supplierPartAuxiliaryId: text(child(id, 'SupplierPartAuxiliaryID')) }
        : {}),
      quantity,
      unitPrice: money ? toMinor(text(money)) : null,
      currency: money ? text(money['@currency']) || null : null,
      ...(item['@lineNumber'] ? { lineNumber: text(item['@lineNumber']) } : {}),
    };
  });
}

/** "CostCenter", "Cost Centre", "cost_center", "Kostnadssted", "Kostenstelle": the names systems give the field. */
const isCostCentreName = (name: string) =>
  /^cost[\s_-]*cent(er|re)$/i.test(name.trim()) || /^(kostnadssted|kostenstelle)$/i.test(name.trim());

/**
 * The cost centre an OrderRequest names (docs/punchout.md, cost centres): an `Extrinsic` of the header named like
 * "CostCenter", else the cost-centre segment of the items' `Distribution/Accounting` (`Segment type="CostCenter"
 * id=…`, or `AccountingSegment id=…` whose `Name` is "CostCenter"). One order has one centre: items that name
 * different ones → 400. Null when none is named.
 */
function costCentreOf(head: Node | undefined, itemNodes: Node[]): string | null {
  const extrinsic = children(head, 'Extrinsic').find((e) => isCostCentreName(text(e['@name'])));
  if (extrinsic && text(extrinsic)) return text(extrinsic);
  const named = new Set<string>();
  for (const item of itemNodes) {
    for (const distribution of children(item, 'Distribution')) {
      const accounting = child(distribution, 'Accounting');
      for (const segment of children(accounting, 'Segment')) {
        if (isCostCentreName(text(segment['@type'])) && text(segment['@id'])) named.add(text(segment['@id']));
      }
      for (const segment of children(accounting, 'AccountingSegment')) {
        if (isCostCentreName(text(child(segment, 'Name'))) && text(segment['@id'])) named.add(text(segment['@id']));
      }
    }
  }
  if (named.size > 1) {
    throw new CxmlError(400, 'Bad Request', `The items name different cost centres (${[...named].join(', ')})`);
  }
  return named.values().next().value ?? null;
}

function declaredVersion(xml: string): string {
  const match = /<!DOCTYPE\s+cXML\s+SYSTEM\s+"[^"]*\/cXML\/(1\.2\.\d{3})\/cXML\.dtd"/i.exec(xml);
  const version = match?.[1];
  return version && (CXML_VERSIONS as readonly string[]).includes(version) ? version : DEFAULT_CXML_VERSION;
}

/** Parses a PunchOutSetupRequest or OrderRequest; anything else or malformed → CxmlError 400. */
export function parseCxmlRequest(xml: string): SetupRequest | OrderRequest {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new CxmlError(400, 'Bad Request', `Not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const root = child(doc, 'cXML');
  const headerNode = child(root, 'Header');
  const request = child(root, 'Request');
  if (!root || !headerNode || !request)
    throw new CxmlError(400, 'Bad Request', 'Expected cXML with Header and Request');
  const header: CxmlHeader = {
    from: credentials(child(headerNode, 'From')),
    to: credentials(child(headerNode, 'To')),
    sender: credentials(child(headerNode, 'Sender')),
  };
  const common = { header, version: declaredVersion(xml), payloadId: text(root['@payloadID']) };
  const setup = child(request, 'PunchOutSetupRequest');
  if (setup) {
    const operation = text(setup['@operation']) || 'create';
    if (!['create', 'edit', 'inspect', 'source'].includes(operation)) {
      throw new CxmlError(400, 'Bad Request', `Unknown operation "${operation}"`);
    }
    const url = text(child(child(setup, 'BrowserFormPost'), 'URL'));
    if (!/^https?:\/\//i.test(url))
      throw new CxmlError(400, 'Bad Request', 'BrowserFormPost/URL must be an http(s) URL');
    return {
      kind: 'setup',
      ...common,
      operation: operation as SetupRequest['operation'],
      buyerCookie: text(child(setup, 'BuyerCookie')),
      browserFormPostUrl: url,
      items: items(children(setup, 'ItemOut')),
    };
  }
  const order = child(request, 'OrderRequest');
  if (order) {
    const head = child(order, 'OrderRequestHeader');
    const orderId = text(head?.['@orderID']);
    if (!orderId) throw new CxmlError(400, 'Bad Request', 'OrderRequestHeader@orderID is required');
    const totalMoney = child(child(head, 'Total'), 'Money');
    const postal = child(child(child(head, 'ShipTo'), 'Address'), 'PostalAddress');
    const totalAmount = totalMoney ? toMinor(text(totalMoney)) : null;
    return {
      kind: 'order',
      ...common,
      orderId,
      orderType: text(head?.['@type']) || 'new',
      total:
        totalMoney && totalAmount !== null ? { amount: totalAmount, currency: text(totalMoney['@currency']) } : null,
      shipTo: postal
        ? {
            name: text(child(child(child(head, 'ShipTo'), 'Address'), 'Name')),
            lines: [...children(postal, 'DeliverTo'), ...children(postal, 'Street')].map(text),
            postalCode: text(child(postal, 'PostalCode')),
            city: text(child(postal, 'City')),
            country: text(child(postal, 'Country')?.['@isoCountryCode']),
          }
        : null,
      comments: text(child(head, 'Comments')),
      items: items(children(order, 'ItemOut')),
      costCentre: costCentreOf(head, children(order, 'ItemOut')),
    };
  }
  throw new CxmlError(400, 'Bad Request', 'Only PunchOutSetupRequest and OrderRequest are accepted here');
}

/** A new cXML document with the DOCTYPE of `version`, a unique payloadID and the timestamp. */
function envelope(version: string, lang = 'en') {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).dtd({ name: 'cXML', sysID: dtdUrl(version) });
  return doc.ele('cXML', {
    payloadID: `${Date.now()}.${randomUUID()}@engros`,
    timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    'xml:lang': lang,
  });
}

const end = (root: XMLBuilder) => root.end({ prettyPrint: true });

/** `<Response><Status code text>message</Status></Response>`: every answer of our cXML endpoints but the setup's 200. */
export function statusResponse(options: { version?: string; code: number; text: string; message?: string }): string {
  const root = envelope(options.version ?? DEFAULT_CXML_VERSION);
  root
    .ele('Response')
    .ele('Status', { code: String(options.code), text: options.text })
    .txt(options.message ?? '');
  return end(root);
}

/** The PunchOutSetupResponse with the one-time StartPage URL. */
export function setupResponse(options: { version: string; startUrl: string }): string {
  const root = envelope(options.version);
  const response = root.ele('Response');
  response.ele('Status', { code: '200', text: 'OK' });
  response.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(options.startUrl);
  return end(root);
}

export type MessageItem = {
  sku: string;
  quantity: number;
  unitPrice: number;
  description: string;
  shortName: string;
  unit: string;
  classification: string;
  leadTimeDays: number;
  manufacturerName: string | null;
  /** The product's picture (an absolute JPEG URL), as ItemDetail's `Extrinsic name="ImageURL"`. */
  imageUrl?: string | null;
};

/** The PunchOutOrderMessage that carries the cart back to the procurement system. */
export function orderMessage(options: {
  version: string;
  lang: string;
  from: { domain: string; identity: string };
  to: { domain: string; identity: string };
  buyerCookie: string;
  operationAllowed: 'create' | 'edit' | 'inspect';
  currency: string;
  total: number;
  items: MessageItem[];
}): string {
  const root = envelope(options.version, options.lang);
  const header = root.ele('Header');
  const credential = (parent: XMLBuilder, c: { domain: string; identity: string }) =>
    parent.ele('Credential', { domain: c.domain }).ele('Identity').txt(c.identity);
  credential(header.ele('From'), options.from);
  credential(header.ele('To'), options.to);
  const sender = header.ele('Sender');
  credential(sender, options.from);
  sender.ele('UserAgent').txt('Engros punch-out');
  const message = root.ele('Message').ele('PunchOutOrderMessage');
  message.ele('BuyerCookie').txt(options.buyerCookie);
  message
    .ele('PunchOutOrderMessageHeader', { operationAllowed: options.operationAllowed })
    .ele('Total')
    .ele('Money', { currency: options.currency })
    .txt(fromMinor(options.total));
  for (const item of options.items) {
    const itemIn = message.ele('ItemIn', { quantity: String(item.quantity) });
    itemIn.ele('ItemID').ele('SupplierPartID').txt(item.sku);
    const detail = itemIn.ele('ItemDetail');
    detail.ele('UnitPrice').ele('Money', { currency: options.currency }).txt(fromMinor(item.unitPrice));
    const description = detail.ele('Description', { 'xml:lang': options.lang }).txt(item.description);
    description.ele('ShortName').txt(item.shortName);
    detail.ele('UnitOfMeasure').txt(item.unit);
    detail.ele('Classification', { domain: 'EngrosCategory' }).txt(item.classification);
    if (item.manufacturerName) detail.ele('ManufacturerName').txt(item.manufacturerName);
    detail.ele('LeadTime').txt(String(item.leadTimeDays));
    // cXML has no image element: ItemDetail ends with Extrinsic*, its extension point (after LeadTime in the DTD).
    if (item.imageUrl) detail.ele('Extrinsic', { name: 'ImageURL' }).txt(item.imageUrl);
  }
  return end(root);
}

/** An OrderRequest for a received cart (used by the stand-in buyer and the tests). */
export function orderRequest(options: {
  version?: string;
  from: Credential;
  to: Credential;
  sender: Credential & { sharedSecret: string };
  orderId: string;
  billTo?: string;
  currency: string;
  total: number;
  items: { sku: string; quantity: number; unitPrice: number; description: string; unit: string }[];
}): string {
  const root = envelope(options.version ?? DEFAULT_CXML_VERSION);
  const header = root.ele('Header');
  header.ele('From').ele('Credential', { domain: options.from.domain }).ele('Identity').txt(options.from.identity);
  header.ele('To').ele('Credential', { domain: options.to.domain }).ele('Identity').txt(options.to.identity);
  const sender = header.ele('Sender');
  const credential = sender.ele('Credential', { domain: options.sender.domain });
  credential.ele('Identity').txt(options.sender.identity);
  credential.ele('SharedSecret').txt(options.sender.sharedSecret);
  sender.ele('UserAgent').txt('Engros stand-in buyer');
  const order = root.ele('Request', { deploymentMode: 'test' }).ele('OrderRequest');
  const head = order.ele('OrderRequestHeader', {
    orderID: options.orderId,
    orderDate: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    type: 'new',
  });
  head.ele('Total').ele('Money', { currency: options.currency }).txt(fromMinor(options.total));
  head
    .ele('BillTo')
    .ele('Address')
    .ele('Name', { 'xml:lang': 'en' })
    .txt(options.billTo ?? 'Buyer');
  options.items.forEach((item, index) => {
    const out = order.ele('ItemOut', { quantity: String(item.quantity), lineNumber: String(index + 1) });
    out.ele('ItemID').ele('SupplierPartID').txt(item.sku);
    const detail = out.ele('ItemDetail');
    detail.ele('UnitPrice').ele('Money', { currency: options.currency }).txt(fromMinor(item.unitPrice));
    detail.ele('Description', { 'xml:lang': 'en' }).txt(item.description);
    detail.ele('UnitOfMeasure').txt(item.unit);
    detail.ele('Classification', { domain: 'EngrosCategory' }).txt('unknown');
  });
  return end(root);
}
