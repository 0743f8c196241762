import type { AddressSnapshot } from '../../db/schema';
import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer';
import { formatDay, formatMoney, formatRate } from '../mail';

/** What the order mails show of an order (pure data; the templates below are pure functions). */
export type OrderMailData = {
  orderNumber: string;
  currency: string;
  lines: { kind: string; name: string; sku: string; quantity: number; lineTotal: number }[];
  totals: { net: number; vat: { rate: number; base: number; vat: number }[]; gross: number };
  requestedDeliveryDate: string | null;
  deliveryAddress: AddressSnapshot | null;
  purchaseOrderNumber: string | null;
  paidByCard: boolean;
};

const words = {
  nb: {
    confirmedSubject: (n: string) => `Ordrebekreftelse ${n}`,
    hello: (name: string) => `Hei ${name},`,
    confirmed: (n: string) => `Takk for bestillingen! Vi har mottatt ordre ${n}.`,
    lines: 'Varer',
    shipping: 'Frakt',
    net: 'Sum eks. mva.',
    vat: (rate: string, base: string) => `Mva. ${rate} av ${base}`,
    gross: 'Å betale inkl. mva.',
    delivery: (day: string) => `Ønsket levering: ${day}`,
    address: 'Leveres til:',
    pickup: 'Hentes på lageret.',
    po: (po: string) => `Deres innkjøpsnummer: ${po}`,
    payment: (card: boolean) =>
      card ? 'Betales med kort; beløpet trekkes når ordren sendes.' : 'Betales med faktura.',
    see: (link: string) => `Se ordren og følg den her: ${link}`,
    cancelledSubject: (n: string) => `Ordre ${n} er kansellert`,
    cancelled: (n: string) => `Ordre ${n} er kansellert. Eventuell kortreservasjon frigis, og du blir ikke fakturert.`,
    shippedSubject: (n: string) => `Ordre ${n} er sendt`,
    shipped: (n: string, day: string | null) => `Ordre ${n} er sendt fra lageret${day ? ` og kommer ${day}` : ''}.`,
    questions: 'Spørsmål? Svar på denne e-posten eller skriv til oss i Engros.',
  },
  en: {
    confirmedSubject: (n: string) => `Order confirmation ${n}`,
    hello: (name: string) => `Hello ${name},`,
    confirmed: (n: string) => `Thank you for your order! We have received order ${n}.`,
    lines: 'Items',
    shipping: 'Shipping',
    net: 'Total excl. VAT',
    vat: (rate: string, base: string) => `VAT ${rate} of ${base}`,
    gross: 'To pay incl. VAT',
    delivery: (day: string) => `Requested delivery: ${day}`,
    address: 'Delivered to:',
    pickup: 'Collected at the warehouse.',
    po: (po: string) => `Your purchase order number: ${po}`,
    payment: (card: boolean) =>
      card ? 'Paid by card; the amount is charged when the order ships.' : 'Paid on invoice.',
    see: (link: string) => `See and follow the order here: ${link}`,
    cancelledSubject: (n: string) => `Order ${n} is cancelled`,
    cancelled: (n: string) =>
      `Order ${n} is cancelled. Any card reservation is released, and you will not be invoiced.`,
    shippedSubject: (n: string) => `Order ${n} has shipped`,
    shipped: (n: string, day: string | null) => `Order ${n} has left the warehouse${day ? ` and arrives ${day}` : ''}.`,
    questions: 'Questions? Reply to this e-mail or write to us in Engros.',
  },
} as const;

const addressLines = (address: AddressSnapshot) =>
  [address.name, address.line1, address.line2, `${address.zipCode} ${address.city}`]
    .filter(Boolean)
    .map((l) => `  ${l}`);

/** The confirmation of a placed order: its lines, shipping, VAT per rate, total, delivery and payment. */
export function orderConfirmationMail(options: {
  lang: Language;
  firstName: string;
  order: OrderMailData;
  link: string;
}): Mail {
  const { lang, order } = options;
  const w = words[lang];
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const products = order.lines.filter((line) => line.kind !== 'shipping');
  const shipping = order.lines.filter((line) => line.kind === 'shipping');
  const text = [
    w.hello(options.firstName),
    '',
    w.confirmed(order.orderNumber),
    '',
    `${w.lines}:`,
    ...products.map((line) => `  ${line.quantity} × ${line.name} (${line.sku}): ${money(line.lineTotal)}`),
    ...shipping.map((line) => `  ${w.shipping}: ${money(line.lineTotal)}`),
    '',
    `${w.net}: ${money(order.totals.net)}`,
    ...order.totals.vat.map((v) => `${w.vat(formatRate(v.rate, lang), money(v.base))}: ${money(v.vat)}`),
    `${w.gross}: ${money(order.totals.gross)}`,
    '',
    ...(order.requestedDeliveryDate ? [w.delivery(formatDay(order.requestedDeliveryDate, lang))] : []),
    ...(order.deliveryAddress ? [w.address, ...addressLines(order.deliveryAddress)] : [w.pickup]),
    ...(order.purchaseOrderNumber ? [w.po(order.purchaseOrderNumber)] : []),
    w.payment(order.paidByCard),
    '',
    w.see(options.link),
    '',
    w.questions,
  ];
  return { template: 'order-confirmation', subject: w.confirmedSubject(order.orderNumber), text: text.join('\n') };
}

/** Tells the orderer that an order was cancelled (by them, or by the back office). */
export function orderCancelledMail(options: {
  lang: Language;
  firstName: string;
  orderNumber: string;
  link: string;
}): Mail {
  const w = words[options.lang];
  return {
    template: 'order-cancelled',
    subject: w.cancelledSubject(options.orderNumber),
    text: [
      w.hello(options.firstName),
      '',
      w.cancelled(options.orderNumber),
      '',
      w.see(options.link),
      '',
      w.questions,
    ].join('\n'),
  };
}

/** Tells the orderer that an order left the warehouse, with the day it arrives. */
export function orderShippedMail(options: {
  lang: Language;
  firstName: string;
  orderNumber: string;
  deliveryDate: string | null;
  link: string;
}): Mail {
  const { lang } = options;
  const w = words[lang];
  const day = options.deliveryDate ? formatDay(options.deliveryDate, lang) : null;
  return {
    template: 'order-shipped',
    subject: w.shippedSubject(options.orderNumber),
    text: [
      w.hello(options.firstName),
      '',
      w.shipped(options.orderNumber, day),
      '',
      w.see(options.link),
      '',
      w.questions,
    ].join('\n'),
  };
}
