import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer';
import { formatDay, formatMoney } from '../mail';

/** The confirmation of an order the subscription job placed, to the subscription's owner. */
export function subscriptionOrderMail(options: {
  lang: Language;
  firstName: string;
  subscriptionName: string | null;
  orderNumber: string;
  deliveryDate: string;
  movedFrom: string | null;
  gross: number;
  currency: string;
}): Mail {
  const { lang, firstName, orderNumber } = options;
  const day = formatDay(options.deliveryDate, lang);
  const total = formatMoney(options.gross, options.currency, lang);
  if (lang === 'en') {
    const name = options.subscriptionName ? ` "${options.subscriptionName}"` : '';
    return {
      template: 'subscription-order-placed',
      subject: `Order ${orderNumber} placed from your subscription`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your subscription${name} placed order ${orderNumber} for delivery on ${day}, ${total} incl. VAT, paid on invoice.`,
        ...(options.movedFrom
          ? [`The delivery was moved from ${formatDay(options.movedFrom, lang)}, which is not a delivery day.`]
          : []),
        '',
        'You can change or pause the subscription on Engros until the order cut-off of the next delivery.',
      ].join('\n'),
    };
  }
  const name = options.subscriptionName ? ` «${options.subscriptionName}»` : '';
  return {
    template: 'subscription-order-placed',
    subject: `Ordre ${orderNumber} er lagt inn fra abonnementet ditt`,
    text: [
      `Hei ${firstName},`,
      '',
      `Abonnementet${name} har lagt inn ordre ${orderNumber} for levering ${day}, ${total} inkl. mva., betalt med faktura.`,
      ...(options.movedFrom
        ? [`Leveringen er flyttet fra ${formatDay(options.movedFrom, lang)}, som ikke er en leveringsdag.`]
        : []),
      '',
      'Du kan endre eller sette abonnementet på pause i Engros fram til bestillingsfristen for neste levering.',
    ].join('\n'),
  };
}

/** Tells the owner that a period could not be ordered, and why. */
export function subscriptionFailedMail(options: {
  lang: Language;
  firstName: string;
  subscriptionName: string | null;
  deliveryDate: string;
  reason: string;
}): Mail {
  const { lang, firstName, reason } = options;
  const day = formatDay(options.deliveryDate, lang);
  if (lang === 'en') {
    const name = options.subscriptionName ? ` "${options.subscriptionName}"` : '';
    return {
      template: 'subscription-order-failed',
      subject: 'Your subscription could not place an order',
      text: [
        `Hello ${firstName},`,
        '',
        `Your subscription${name} could not place the order for delivery on ${day}: ${reason}`,
        'The subscription continues with the next delivery. Check its cart on Engros.',
      ].join('\n'),
    };
  }
  const name = options.subscriptionName ? ` «${options.subscriptionName}»` : '';
  return {
    template: 'subscription-order-failed',
    subject: 'Abonnementet ditt kunne ikke legge inn en ordre',
    text: [
      `Hei ${firstName},`,
      '',
      `Abonnementet${name} kunne ikke legge inn ordren for levering ${day}: ${reason}`,
      'Abonnementet fortsetter med neste levering. Se over handlekurven i Engros.',
    ].join('\n'),
  };
}
