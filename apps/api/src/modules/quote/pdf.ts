import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { VatSum } from '../../db/schema';
import { formatDate, formatMoney, formatRate, type LayoutText, seller, winAnsi } from '../invoice';

/** Everything printed on a quote; amounts in minor units, VAT rates in basis points. */
export type QuoteDocument = {
  quoteNumber: string;
  issuedAt: Date;
  validUntil: string;
  currency: string;
  buyer: { name: string; orgNumber: string; customerNumber: number; contact: string };
  lines: { sku: string; name: string; quantity: number; unitPrice: number; lineTotal: number; vatRate: number }[];
  shippingFee: number;
  net: number;
  vat: VatSum[];
  gross: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BOTTOM = 70;

/** The quote as a one-or-more page A4 PDF, the same bytes for the same quote (no clock in the metadata). */
export async function renderQuotePdf(quote: QuoteDocument): Promise<{ bytes: Uint8Array; layout: LayoutText[] }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Tilbud ${quote.quoteNumber}`);
  pdf.setAuthor(seller.name);
  pdf.setCreator('Engros');
  pdf.setProducer('Engros (pdf-lib)');
  pdf.setCreationDate(quote.issuedAt);
  pdf.setModificationDate(quote.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const layout: LayoutText[] = [];
  const money = (minor: number) => formatMoney(minor, quote.currency);
  let page = pdf.addPage(A4);
  let pageNo = 1;
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;

  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; right?: boolean } = {}) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const safe = winAnsi(value);
    const width = font.widthOfTextAtSize(safe, size);
    const left = options.right ? x - width : x;
    page.drawText(safe, { x: left, y, size, font, color: rgb(0, 0, 0) });
    layout.push({
      page: pageNo,
      x: Math.round(left * 100) / 100,
      y: Math.round(y * 100) / 100,
      width,
      size,
      text: safe,
    });
  };
  const fit = (value: string, width: number) => {
    let out = winAnsi(value);
    while (out.length > 1 && regular.widthOfTextAtSize(out, 9) > width) out = `${out.slice(0, -2)}…`;
    return out;
  };

  text(seller.name, MARGIN, { size: 16, font: bold });
  text('TILBUD', right, { size: 16, font: bold, right: true });
  y -= 16;
  const facts: [string, string][] = [
    ['Tilbudsnummer', quote.quoteNumber],
    ['Dato', formatDate(quote.issuedAt)],
    ['Gyldig til og med', formatDate(quote.validUntil)],
    ['Kundenummer', String(quote.buyer.customerNumber)],
  ];
  const sellerLines = [...seller.addressLines, `Org.nr. ${seller.orgNumber}`, seller.email];
  for (let i = 0; i < Math.max(facts.length, sellerLines.length); i++) {
    if (sellerLines[i]) text(sellerLines[i]!, MARGIN);
    const fact = facts[i];
    if (fact) {
      text(`${fact[0]}:`, 360);
      text(fit(fact[1], right - 450), right, { right: true });
    }
    y -= 12;
  }
  y -= 14;
  text('Til', MARGIN, { font: bold });
  y -= 12;
  for (const line of [quote.buyer.name, `Org.nr. ${quote.buyer.orgNumber}`, `Att.: ${quote.buyer.contact}`]) {
    text(fit(line, 300), MARGIN);
    y -= 12;
  }

  const columns = { sku: MARGIN, name: 135, quantity: 330, unitPrice: 412, vat: 422, lineTotal: right };
  const header = () => {
    text('Varenr.', columns.sku, { font: bold });
    text('Beskrivelse', columns.name, { font: bold });
    text('Antall', columns.quantity, { font: bold, right: true });
    text('Tilbudspris', columns.unitPrice, { font: bold, right: true });
    text('MVA', columns.vat, { font: bold });
    text('Beløp eks. mva', columns.lineTotal, { font: bold, right: true });
    y -= 14;
  };
  y -= 16;
  header();
  const rows = [
    ...quote.lines,
    ...(quote.shippingFee > 0
      ? [
          {
            sku: 'FRAKT',
            name: 'Frakt',
            quantity: 1,
            unitPrice: quote.shippingFee,
            lineTotal: quote.shippingFee,
            vatRate: -1,
          },
        ]
      : []),
  ];
  for (const line of rows) {
    if (y - 12 < BOTTOM) {
      page = pdf.addPage(A4);
      pageNo += 1;
      y = A4[1] - MARGIN;
      header();
    }
    text(fit(line.sku, columns.name - columns.sku - 6), columns.sku);
    text(fit(line.name, columns.quantity - 40 - columns.name), columns.name);
    text(String(line.quantity), columns.quantity, { right: true });
    text(money(line.unitPrice), columns.unitPrice, { right: true });
    if (line.vatRate >= 0) text(formatRate(line.vatRate), columns.vat);
    text(money(line.lineTotal), columns.lineTotal, { right: true });
    y -= 12;
  }
  if (y - (12 * (quote.vat.length + 4) + 40) < BOTTOM) {
    page = pdf.addPage(A4);
    pageNo += 1;
    y = A4[1] - MARGIN;
  }
  y -= 14;
  for (const sum of quote.vat) {
    text(`MVA ${formatRate(sum.rate)} av ${money(sum.base)}`, 300);
    text(money(sum.vat), right, { right: true });
    y -= 12;
  }
  for (const [label, amount, isBold] of [
    ['Sum eks. mva', quote.net, false],
    ['Sum inkl. mva', quote.gross, true],
  ] as const) {
    text(label, 300, { font: isBold ? bold : regular, size: isBold ? 11 : 9 });
    text(money(amount), right, { right: true, font: isBold ? bold : regular, size: isBold ? 11 : 9 });
    y -= 16;
  }
  y -= 10;
  text(
    `Tilbudet gjelder til og med ${formatDate(quote.validUntil)} og godtas i nettbutikken. Levering etter avtale.`,
    MARGIN,
    { size: 8 },
  );
  return { bytes: await pdf.save({ useObjectStreams: false }), layout };
}
