// OCI 4.0/5.0 cart fields (shared/PROTOCOLS.md, OCI section): NEW_ITEM-<FIELD>[n], n from 1, every
// optional field present (empty), DESCRIPTION ≤ 40 characters, UNIT a 3-character code, PRICE with a
// decimal point, LONGTEXT_n:132[] in the one-dimensional form SAP reads.
import { fromMinor } from './cxml';

export type FormField = { name: string; value: string };

export type OciItem = {
  sku: string;
  description: string;
  longText: string;
  quantity: number;
  unit: string;
  unitPrice: number | null;
  currency: string;
  leadTimeDays: number;
  matGroup: string;
  vendor: string;
  productId: string;
  /** The line's picture (absolute URL) and its title, as NEW_ITEM-ATTACHMENT and ATTACHMENT_TITLE. */
  attachment?: { url: string; title: string } | null;
};

/** OCI 5.0 field lengths of an attachment's URL and title. */
const MAX_ATTACHMENT = 255;

/**
 * A line's attachment fields. ATTACHMENT is a URL the buyer's system downloads the file from, ATTACHMENT_TITLE
 * names it (left empty, SRM shows the URL's file name: a content hash here), both at most 255 characters; a longer
 * URL is left out, as a cut one would be a broken link. ATTACHMENT_PURPOSE is one character, and the only value
 * OCI 5.0 defines is C, the item's configuration: a product picture is not one, so it stays empty and the
 * buyer's system files the picture as a plain attachment (docs/punchout.md, "Cart return").
 */
function attachmentFields(attachment: OciItem['attachment']) {
  if (!attachment || attachment.url.length > MAX_ATTACHMENT) {
    return { ATTACHMENT: '', ATTACHMENT_TITLE: '', ATTACHMENT_PURPOSE: '' };
  }
  return {
    ATTACHMENT: attachment.url,
    ATTACHMENT_TITLE: clip(attachment.title, MAX_ATTACHMENT),
    ATTACHMENT_PURPOSE: '',
  };
}

/** The fields of one line, in the order SAP documents them. */
export const OCI_FIELDS = [
  'DESCRIPTION',
  'MATNR',
  'MATGROUP',
  'QUANTITY',
  'UNIT',
  'PRICE',
  'PRICEUNIT',
  'CURRENCY',
  'LEADTIME',
  'VENDOR',
  'VENDORMAT',
  'MANUFACTCODE',
  'MANUFACTMAT',
  'CONTRACT',
  'CONTRACT_ITEM',
  'SERVICE',
  'EXT_QUOTE_ID',
  'EXT_QUOTE_ITEM',
  'EXT_PRODUCT_ID',
  'EXT_SCHEMA_TYPE',
  'EXT_CATEGORY_ID',
  'EXT_CATEGORY',
  'ATTACHMENT',
  'ATTACHMENT_TITLE',
  'ATTACHMENT_PURPOSE',
  'CUST_FIELD1',
  'CUST_FIELD2',
  'CUST_FIELD3',
  'CUST_FIELD4',
  'CUST_FIELD5',
] as const;

/** Our unit codes are UN/ECE Rec. 20 codes already (PCE, BX, PK, KGM, LTR); anything else → PCE. */
export const ociUnit = (unit: string) => (/^[A-Z0-9]{2,3}$/.test(unit) ? unit : 'PCE');

/** At most `max` characters, cut on a word where possible. */
export function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/** Quantities with a decimal point and three decimals, as SAP writes them ("3.000"). */
const quantity = (n: number) => n.toFixed(3);

/** NEW_ITEM-* fields for the lines, n from 1. */
export function ociFields(items: OciItem[]): FormField[] {
  const fields: FormField[] = [];
  items.forEach((item, index) => {
    const n = index + 1;
    const values: Record<(typeof OCI_FIELDS)[number], string> = {
      DESCRIPTION: clip(item.description, 40),
      MATNR: '',
      MATGROUP: item.matGroup,
      QUANTITY: quantity(item.quantity),
      UNIT: ociUnit(item.unit),
      PRICE: item.unitPrice === null ? '' : fromMinor(item.unitPrice),
      PRICEUNIT: '1',
      CURRENCY: item.currency,
      LEADTIME: String(item.leadTimeDays),
      VENDOR: '',
      VENDORMAT: item.sku,
      MANUFACTCODE: '',
      MANUFACTMAT: '',
      CONTRACT: '',
      CONTRACT_ITEM: '',
      SERVICE: '',
      EXT_QUOTE_ID: '',
      EXT_QUOTE_ITEM: '',
      EXT_PRODUCT_ID: item.sku,
      EXT_SCHEMA_TYPE: '',
      EXT_CATEGORY_ID: item.matGroup,
      EXT_CATEGORY: '',
      ...attachmentFields(item.attachment),
      CUST_FIELD1: '',
      CUST_FIELD2: '',
      CUST_FIELD3: '',
      CUST_FIELD4: '',
      CUST_FIELD5: item.productId,
    };
    for (const field of OCI_FIELDS) fields.push({ name: `NEW_ITEM-${field}[${n}]`, value: values[field] });
    fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: item.longText });
  });
  return fields;
}

export type ParsedOciLine = { n: number; sku: string; quantity: number; fields: Record<string, string> };

/** Reads NEW_ITEM-* lines back from a form (VALIDATE posts them; the tests round-trip through it). */
export function parseOciLines(form: Iterable<[string, string]>): ParsedOciLine[] {
  const lines = new Map<number, Record<string, string>>();
  for (const [name, value] of form) {
    const field = /^NEW_ITEM-([A-Z0-9_]+)\[(\d+)\]$/i.exec(name);
    const longText = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/i.exec(name);
    const n = Number(field?.[2] ?? longText?.[1]);
    if (!n) continue;
    const line = lines.get(n) ?? {};
    const key = field ? field[1]!.toUpperCase() : 'LONGTEXT';
    line[key] = key === 'LONGTEXT' && line.LONGTEXT ? line.LONGTEXT + value : value;
    lines.set(n, line);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, fields]) => ({
      n,
      sku: fields.EXT_PRODUCT_ID || fields.VENDORMAT || '',
      quantity: Number(fields.QUANTITY ?? '0'),
      fields,
    }));
}
