import { describe, expect, it } from 'vitest';
import { orderCancelledMail, orderConfirmationMail, orderShippedMail } from './mail';

/** Intl puts no-break spaces in money and dates; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const order = {
  orderNumber: 'EN0001234',
  currency: 'NOK',
  lines: [
    { kind: 'product', name: 'Kaffe 1 kg', sku: 'KAF-1', quantity: 4, lineTotal: 59_600 },
    { kind: 'shipping', name: 'Express', sku: 'SHIPPING-EXPRESS', quantity: 1, lineTotal: 14_900 },
  ],
  totals: {
    net: 74_500,
    vat: [
      { rate: 1500, base: 59_600, vat: 8_940 },
      { rate: 2500, base: 14_900, vat: 3_725 },
    ],
    gross: 87_165,
  },
  requestedDeliveryDate: '2026-11-27',
  deliveryAddress: null,
  purchaseOrderNumber: null,
  paidByCard: true,
};

describe('order mails', () => {
  it('confirms in English with lines, shipping, VAT per rate, total, pickup and card payment', () => {
    const mail = orderConfirmationMail({ lang: 'en', firstName: 'Kari', order, link: 'https://shop.example/o/1' });
    mail.text = plain(mail.text);
    expect(mail.subject).toBe('Order confirmation EN0001234');
    expect(mail.text).toContain('Hello Kari,');
    expect(mail.text).toContain('4 × Kaffe 1 kg (KAF-1): NOK 596.00');
    expect(mail.text).toContain('Shipping: NOK 149.00');
    expect(mail.text).toContain('VAT 15 % of NOK 596.00: NOK 89.40');
    expect(mail.text).toContain('VAT 25 % of NOK 149.00: NOK 37.25');
    expect(mail.text).toContain('To pay incl. VAT: NOK 871.65');
    expect(mail.text).toContain('Requested delivery: Friday, 27 November 2026');
    expect(mail.text).toContain('Collected at the warehouse.');
    expect(mail.text).toContain('charged when the order ships');
    expect(mail.text).not.toContain('purchase order');
  });

  it('confirms in Norwegian with the delivery address and the purchase-order number', () => {
    const mail = orderConfirmationMail({
      lang: 'nb',
      firstName: 'Ola',
      link: 'https://shop.example/o/1',
      order: {
        ...order,
        paidByCard: false,
        purchaseOrderNumber: 'PO-77',
        deliveryAddress: {
          id: 'a',
          name: 'Varemottak',
          line1: 'Gate 1',
          line2: null,
          zipCode: '0150',
          city: 'Oslo',
          country: 'NO',
        },
      },
    });
    mail.text = plain(mail.text);
    expect(mail.text).toContain('Leveres til:\n  Varemottak\n  Gate 1\n  0150 Oslo');
    expect(mail.text).toContain('Deres innkjøpsnummer: PO-77');
    expect(mail.text).toContain('Betales med faktura.');
    expect(mail.text).toContain('Ønsket levering: fredag 27. november 2026');
  });

  it('tells of a cancel and a shipment', () => {
    const base = { firstName: 'Kari', orderNumber: 'EN0001234', link: 'https://shop.example/o/1' };
    expect(orderCancelledMail({ ...base, lang: 'en' }).text).toContain('Order EN0001234 is cancelled.');
    const shipped = orderShippedMail({ ...base, lang: 'nb', deliveryDate: '2026-11-27' });
    expect(shipped.subject).toBe('Ordre EN0001234 er sendt');
    expect(plain(shipped.text)).toContain('kommer fredag 27. november 2026');
  });
});
