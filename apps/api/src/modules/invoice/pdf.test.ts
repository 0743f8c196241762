import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRate, type InvoiceDocument, osloDate, renderInvoicePdf, winAnsi } from './pdf';
import { extractPdfText } from './pdf-text';

const invoice = (lineCount: number): InvoiceDocument => ({
  invoiceNumber: '100007',
  orderNumber: 'EN1000042',
  purchaseOrderNumber: 'PO-77',
  issuedAt: new Date('2026-03-01T08:00:00Z'),
  dueDate: '2026-03-31',
  currency: 'NOK',
  kid: '000042001000070',
  buyer: {
    name: 'Bær & Søn AS',
    orgNumber: '912345670',
    vatNumber: 'NO912345670MVA',
    customerNumber: 42,
    invoiceAddress: {
      id: 'a',
      name: 'Bær & Søn AS',
      line1: 'Åsveien 2',
      line2: null,
      zipCode: '0155',
      city: 'Oslo',
      country: 'NO',
    },
  },
  deliveryAddress: {
    id: 'b',
    name: 'Lager',
    line1: 'Lagerveien 1',
    line2: 'Port 3',
    zipCode: '0150',
    city: 'Oslo',
    country: 'NO',
  },
  lines: Array.from({ length: lineCount }, (_, i) => ({
    sku: `SKU-${i}`,
    name: `Kaffe ${i}`,
    quantity: 2,
    unitPrice: 12_345,
    lineTotal: 24_690,
    vatRate: 1500,
  })),
  net: 24_690 * lineCount,
  vat: [{ rate: 1500, base: 24_690 * lineCount, vat: Math.round(24_690 * lineCount * 0.15) }],
  gross: 24_690 * lineCount + Math.round(24_690 * lineCount * 0.15),
});

describe('invoice formatting (nb-NO)', () => {
  it('formats money in minor units with comma decimals and a space as thousands separator', () => {
    expect(formatMoney(123_456_789, 'NOK')).toBe('1 234 567,89 kr');
    expect(formatMoney(5, 'NOK')).toBe('0,05 kr');
    expect(formatMoney(-10_050, 'NOK')).toBe('-100,50 kr');
    expect(formatMoney(100_000, 'SEK')).toBe('1 000,00 SEK');
  });

  it('formats VAT rates from basis points', () => {
    expect(formatRate(2500)).toBe('25 %');
    expect(formatRate(1111)).toBe('11,11 %');
    expect(formatRate(0)).toBe('0 %');
  });

  it('formats dates as dd.mm.yyyy in Oslo time', () => {
    expect(formatDate('2026-03-31')).toBe('31.03.2026');
    // 23:30 UTC on 31 December is already New Year in Oslo.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    expect(osloDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('keeps text to what Helvetica can draw', () => {
    expect(winAnsi('a\u202fb\u2212c æøå ÆØÅ')).toBe('a b-c æøå ÆØÅ');
    expect(winAnsi('snø ☃')).toBe('snø ?');
  });
});

describe('renderInvoicePdf', () => {
  it('draws every part of the invoice, read back from the PDF itself', async () => {
    const { bytes, layout } = await renderInvoicePdf(invoice(3));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Faktura 100007');
    const [page] = await extractPdfText(bytes);
    expect(page).toEqual(layout.map((t) => t.text));
    for (const expected of [
      'FAKTURA',
      'Engros AS',
      'Org.nr. 999 999 999 MVA',
      '100007',
      'EN1000042',
      'PO-77',
      '01.03.2026',
      '31.03.2026',
      'Bær & Søn AS',
      'Org.nr. 912345670',
      'MVA-nr. NO912345670MVA',
      'Åsveien 2',
      'Lagerveien 1',
      'Port 3',
      'SKU-2',
      'Kaffe 2',
      '123,45 kr',
      '246,90 kr',
      '15 %',
      '740,70 kr',
      '111,11 kr',
      '851,81 kr',
      '000042001000070',
      '1503.12.34562',
      'Side 1 av 1',
    ]) {
      expect(page, expected).toContain(expected);
    }
  });

  it('continues on more pages when the lines do not fit, numbering every page', async () => {
    const { bytes, layout } = await renderInvoicePdf(invoice(120));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    const pages = await extractPdfText(bytes);
    expect(pages).toHaveLength(pdf.getPageCount());
    pages.forEach((texts, i) => {
      expect(texts).toContain(`Side ${i + 1} av ${pages.length}`);
      if (i > 0) expect(texts).toContain('Faktura 100007 (forts.)');
    });
    const skus = pages.flat().filter((t) => t.startsWith('SKU-'));
    expect(skus).toHaveLength(120);
    expect(pages.at(-1)).toContain('000042001000070');
    expect(layout.every((t) => t.y >= 30 && t.y <= 842)).toBe(true);
  });

  it('depends only on its input: the same invoice renders the same bytes', async () => {
    const a = await renderInvoicePdf(invoice(2));
    const b = await renderInvoicePdf(invoice(2));
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});

describe('invoice layout', () => {
  it('never draws two texts over each other, even with long names and large amounts', async () => {
    const long = invoice(3);
    long.purchaseOrderNumber = 'PO-'.padEnd(60, '9');
    long.buyer.name = 'Et svært langt firmanavn for en grossistkunde med mange avdelinger AS';
    long.lines = long.lines.map((l, i) => ({
      ...l,
      sku: `VERY-LONG-SKU-CODE-${i}-XYZ`,
      name: 'Kaffe, hele bønner, mørkbrent, ekstra stor storkjøkkenpakke med lang beskrivelse',
      quantity: 99_999,
      unitPrice: 123_456_789,
      lineTotal: 12_345_555_555_555,
    }));
    long.net = 99_999_999_999_999;
    const { layout } = await renderInvoicePdf(long);
    const overlaps: string[] = [];
    for (const [i, a] of layout.entries()) {
      for (const b of layout.slice(i + 1)) {
        if (a.page !== b.page || Math.abs(a.y - b.y) >= Math.max(a.size, b.size)) continue;
        if (a.x < b.x + b.width && b.x < a.x + a.width) overlaps.push(`${a.text} / ${b.text}`);
      }
    }
    expect(overlaps).toEqual([]);
    expect(layout.every((t) => t.x >= 49 && t.x + t.width <= 595.28 - 49)).toBe(true);
    const name = layout.find((t) => t.text.startsWith('Kaffe, hele'))!;
    expect(name.text.endsWith('…')).toBe(true);
    expect(layout.find((t) => t.text.startsWith('PO-'))!.text.endsWith('…')).toBe(true);
  });
});
