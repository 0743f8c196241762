import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { AddressSnapshot, VatSum } from '../../db/schema';
import { dateTimeFormat, numberFormat } from '../../lib/intl';
import { seller } from './seller';

/** Everything printed on an invoice; amounts in minor units (øre), VAT rates in basis points. */
export type InvoiceDocument = {
  invoiceNumber: string;
  orderNumber: string;
  purchaseOrderNumber: string | null;
  issuedAt: Date;
  dueDate: string;
  currency: string;
  kid: string;
  buyer: {
    name: string;
    orgNumber: string;
    vatNumber: string | null;
    customerNumber: number;
    invoiceAddress: AddressSnapshot | null;
  };
  deliveryAddress: AddressSnapshot | null;
  lines: { sku: string; name: string; quantity: number; unitPrice: number; lineTotal: number; vatRate: number }[];
  net: number;
  vat: VatSum[];
  gross: number;
};

/** One piece of text drawn: what tests (and support) can read back without a PDF parser. */
export type LayoutText = { page: number; x: number; y: number; width: number; size: number; text: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BOTTOM = 70;
const ZONE = 'Europe/Oslo';
const round = (n: number) => Math.round(n * 100) / 100;

/** Money in nb-NO style, e.g. "1 234,50 kr". Spaces and minus are kept to what WinAnsi (Helvetica) can draw. */
export function formatMoney(minor: number, currency: string): string {
  const text = numberFormat('nb-NO', { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
  return winAnsi(text);
}

/** A VAT rate in basis points as "25 %", "11,11 %". */
export function formatRate(basisPoints: number): string {
  return `${winAnsi(numberFormat('nb-NO', { maximumFractionDigits: 2 }).format(basisPoints / 100))} %`;
}

/** A date as dd.mm.yyyy (Norwegian), in Oslo time for instants. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  return dateTimeFormat('nb-NO', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(value);
}

/** The calendar date (YYYY-MM-DD) of an instant in Oslo. */
export function osloDate(value: Date): string {
  return dateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
}

/** Replaces characters Helvetica's WinAnsi encoding lacks (narrow spaces, the minus sign) and drops the rest. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff€–—‘’“”•…]/g, '?');
}

function addressLines(address: AddressSnapshot | null): string[] {
  if (!address) return ['-'];
  return [address.name, address.line1, address.line2, `${address.zipCode} ${address.city}`, address.country].filter(
    (line): line is string => Boolean(line),
  );
}

/** Draws the invoice on A4 pages (more pages when the lines do not fit) and answers the bytes and what was drawn. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<{ bytes: Uint8Array; layout: LayoutText[] }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  // Fixed metadata: the document depends on the invoice only, never on the clock of the render.
  pdf.setTitle(`Faktura ${invoice.invoiceNumber}`);
  pdf.setAuthor(seller.name);
  pdf.setSubject(`Ordre ${invoice.orderNumber}`);
  pdf.setCreator('Engros');
  pdf.setProducer('Engros (pdf-lib)');
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const layout: LayoutText[] = [];
  const money = (minor: number) => formatMoney(minor, invoice.currency);

  let page: PDFPage = pdf.addPage(A4);
  let pageNo = 1;
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; right?: boolean } = {}) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const safe = winAnsi(value);
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font, color: rgb(0, 0, 0) });
    const width = font.widthOfTextAtSize(safe, size);
    layout.push({ page: pageNo, x: round(left), y: round(y), width: round(width), size, text: safe });
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: A4[0] - MARGIN, y: y - 3 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  };
  const newPageIfBelow = (needed: number) => {
    if (y - needed >= BOTTOM) return;
    page = pdf.addPage(A4);
    pageNo += 1;
    y = A4[1] - MARGIN;
    text(`Faktura ${invoice.invoiceNumber} (forts.)`, MARGIN, { size: 11, font: bold });
    y -= 24;
  };

  /** Shortens text (with an ellipsis) to a width at the body size, so columns never overlap. */
  const fit = (value: string, width: number) => {
    let out = winAnsi(value);
    while (out.length > 1 && regular.widthOfTextAtSize(out, 9) > width) out = `${out.slice(0, -2)}…`;
    return out;
  };

  // Header: seller left, title and the invoice facts right.
  const right = A4[0] - MARGIN;
  text(seller.name, MARGIN, { size: 16, font: bold });
  text('FAKTURA', right, { size: 16, font: bold, right: true });
  y -= 16;
  const facts: [string, string][] = [
    ['Fakturanummer', invoice.invoiceNumber],
    ['Fakturadato', formatDate(invoice.issuedAt)],
    ['Forfallsdato', formatDate(invoice.dueDate)],
    ['Ordrenummer', invoice.orderNumber],
    ['Deres ref. (PO)', invoice.purchaseOrderNumber ?? '-'],
    ['Kundenummer', String(invoice.buyer.customerNumber)],
  ];
  const sellerLines = [...seller.addressLines, `Org.nr. ${seller.orgNumber}`, seller.email];
  for (let i = 0; i < Math.max(facts.length, sellerLines.length); i++) {
    if (sellerLines[i]) text(sellerLines[i]!, MARGIN);
    const fact = facts[i];
    if (fact) {
      text(`${fact[0]}:`, 360);
      text(fit(fact[1], right - 440), right, { right: true });
    }
    y -= 12;
  }

  // Buyer and delivery.
  y -= 14;
  text('Fakturamottaker', MARGIN, { font: bold });
  text('Leveringsadresse', 300, { font: bold });
  y -= 12;
  const buyerLines = [
    invoice.buyer.name,
    `Org.nr. ${invoice.buyer.orgNumber}`,
    ...(invoice.buyer.vatNumber ? [`MVA-nr. ${invoice.buyer.vatNumber}`] : []),
    ...addressLines(invoice.buyer.invoiceAddress),
  ];
  const deliveryLines = addressLines(invoice.deliveryAddress);
  for (let i = 0; i < Math.max(buyerLines.length, deliveryLines.length); i++) {
    if (buyerLines[i]) text(fit(buyerLines[i]!, 300 - MARGIN - 10), MARGIN);
    if (deliveryLines[i]) text(fit(deliveryLines[i]!, right - 300), 300);
    y -= 12;
  }

  // Lines.
  const columns = { sku: MARGIN, name: 135, quantity: 330, unitPrice: 412, vat: 422, lineTotal: right };
  const lineHeader = () => {
    text('Varenr.', columns.sku, { font: bold });
    text('Beskrivelse', columns.name, { font: bold });
    text('Antall', columns.quantity, { font: bold, right: true });
    text('Enhetspris', columns.unitPrice, { font: bold, right: true });
    text('MVA', columns.vat, { font: bold });
    text('Beløp eks. mva', columns.lineTotal, { font: bold, right: true });
    rule();
    y -= 14;
  };
  y -= 16;
  lineHeader();
  for (const line of invoice.lines) {
    if (y - 12 < BOTTOM) {
      newPageIfBelow(Number.POSITIVE_INFINITY);
      lineHeader();
    }
    text(fit(line.sku, columns.name - columns.sku - 6), columns.sku);
    text(fit(line.name, columns.quantity - 40 - columns.name), columns.name);
    text(String(line.quantity), columns.quantity, { right: true });
    text(money(line.unitPrice), columns.unitPrice, { right: true });
    text(formatRate(line.vatRate), columns.vat);
    text(money(line.lineTotal), columns.lineTotal, { right: true });
    y -= 12;
  }

  // VAT summary and totals.
  newPageIfBelow(40 + 12 * (invoice.vat.length + 4) + 90);
  y -= 14;
  text('MVA-sats', 300, { font: bold });
  text('Grunnlag', 440, { font: bold, right: true });
  text('MVA', right, { font: bold, right: true });
  rule();
  y -= 14;
  for (const sum of invoice.vat) {
    text(formatRate(sum.rate), 300);
    text(money(sum.base), 440, { right: true });
    text(money(sum.vat), right, { right: true });
    y -= 12;
  }
  y -= 6;
  const vatTotal = invoice.vat.reduce((acc, sum) => acc + sum.vat, 0);
  for (const [label, amount, isBold] of [
    ['Sum eks. mva', invoice.net, false],
    ['Merverdiavgift', vatTotal, false],
    ['Å betale', invoice.gross, true],
  ] as const) {
    text(label, 300, { font: isBold ? bold : regular, size: isBold ? 11 : 9 });
    text(money(amount), right, { right: true, font: isBold ? bold : regular, size: isBold ? 11 : 9 });
    y -= isBold ? 16 : 12;
  }

  // Payment.
  y -= 16;
  text('Betaling', MARGIN, { font: bold });
  y -= 12;
  for (const [label, value] of [
    ['Kontonummer', seller.bankAccount],
    ['KID', invoice.kid],
    ['Beløp', money(invoice.gross)],
    ['Forfallsdato', formatDate(invoice.dueDate)],
  ] as const) {
    text(`${label}:`, MARGIN);
    text(value, 150);
    y -= 12;
  }
  y -= 6;
  text(
    'Oppgi KID ved betaling. Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven.',
    MARGIN,
    {
      size: 8,
    },
  );

  // Page numbers once the count is known.
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    page = p;
    pageNo = i + 1;
    y = 30;
    text(`Side ${i + 1} av ${pages.length}`, right, { size: 8, right: true });
  });

  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, layout };
}
