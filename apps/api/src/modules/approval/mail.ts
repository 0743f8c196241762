// The approval mails: to the approvers when a buyer asks, to the buyer when it is decided (docs/approvals.md).
import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer';
import { formatMoney } from '../mail';

const signature: Record<Language, string> = { nb: 'Hilsen Engros', en: 'Kind regards, Engros' };

export function approvalRequestedMail(options: {
  lang: Language;
  firstName: string;
  requester: string;
  net: number;
  currency: string;
  reasons: string[];
  message: string | null;
  link: string;
}): Mail {
  const { lang, requester, link } = options;
  const amount = formatMoney(options.net, options.currency, lang);
  const nb = lang === 'nb';
  return {
    template: 'approval-requested',
    subject: nb
      ? `${requester} ber om godkjenning av en bestilling (${amount})`
      : `${requester} asks you to approve an order (${amount})`,
    text: [
      nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
      '',
      nb
        ? `${requester} har sendt en bestilling på ${amount} eks. mva. til godkjenning:`
        : `${requester} has sent an order of ${amount} excl. VAT for approval:`,
      ...options.reasons.map((reason) => `- ${reason}`),
      ...(options.message ? ['', nb ? `Melding: ${options.message}` : `Message: ${options.message}`] : []),
      '',
      nb ? `Godkjenn eller avvis den her: ${link}` : `Approve or reject it here: ${link}`,
      '',
      signature[lang],
    ].join('\n'),
  };
}

export function approvalDecidedMail(options: {
  lang: Language;
  firstName: string;
  outcome: 'approved' | 'pay' | 'rejected' | 'expired';
  decidedBy: string | null;
  comment: string | null;
  orderNumber: string | null;
  link: string;
}): Mail {
  const { lang, outcome, link } = options;
  const nb = lang === 'nb';
  const by = options.decidedBy ?? '';
  const lines: Record<typeof outcome, { subject: string; body: string }> = {
    approved: {
      subject: nb
        ? `Bestillingen din er godkjent (ordre ${options.orderNumber})`
        : `Your order is approved (order ${options.orderNumber})`,
      body: nb
        ? `${by} har godkjent bestillingen din. Den er lagt inn som ordre ${options.orderNumber}.`
        : `${by} has approved your order. It is placed as order ${options.orderNumber}.`,
    },
    pay: {
      subject: nb ? 'Bestillingen din er godkjent: betal med kort' : 'Your order is approved: pay by card',
      body: nb
        ? `${by} har godkjent bestillingen din. Betal med kort for å legge inn ordren.`
        : `${by} has approved your order. Pay by card to place it.`,
    },
    rejected: {
      subject: nb ? 'Bestillingen din ble avvist' : 'Your order was rejected',
      body: nb ? `${by} har avvist bestillingen din.` : `${by} has rejected your order.`,
    },
    expired: {
      subject: nb ? 'Godkjenningen av bestillingen din er utløpt' : 'The approval of your order has expired',
      body: nb
        ? 'Ingen godkjente bestillingen din i tide. Varene er lagt tilbake i handlekurven din.'
        : 'Nobody approved your order in time. The items are back in your cart.',
    },
  };
  const { subject, body } = lines[outcome];
  return {
    template: `approval-${outcome}`,
    subject,
    text: [
      nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
      '',
      body,
      ...(options.comment ? ['', nb ? `Kommentar: ${options.comment}` : `Comment: ${options.comment}`] : []),
      '',
      nb ? `Se forespørselen: ${link}` : `See the request: ${link}`,
      '',
      signature[lang],
    ].join('\n'),
  };
}
