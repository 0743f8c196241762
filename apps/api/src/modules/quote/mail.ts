// Quote mails: to the agents when a buyer asks or writes, to the buyer when a quote is sent or an agent writes.
import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer/mail';
import { formatMoney } from '../mail/format';

const signature: Record<Language, string> = { nb: 'Hilsen Engros', en: 'Kind regards, Engros' };

export function quoteRequestedMail(options: {
  quoteNumber: string;
  companyName: string;
  requester: string;
  message: string;
  link: string;
}): Mail {
  return {
    template: 'quote-requested',
    subject: `Tilbudsforespørsel ${options.quoteNumber} fra ${options.companyName}`,
    text: [
      `${options.requester} (${options.companyName}) ber om et tilbud:`,
      '',
      options.message,
      '',
      `Svar i backoffice: ${options.link}`,
    ].join('\n'),
  };
}

export function quoteSentMail(options: {
  lang: Language;
  firstName: string;
  quoteNumber: string;
  net: number;
  currency: string;
  validUntil: string;
  link: string;
}): Mail {
  const { lang } = options;
  const amount = formatMoney(options.net, options.currency, lang);
  const nb = lang === 'nb';
  return {
    template: 'quote-sent',
    subject: nb ? `Tilbud ${options.quoteNumber} er klart` : `Quote ${options.quoteNumber} is ready`,
    text: [
      nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
      '',
      nb
        ? `Tilbudet ditt på ${amount} eks. mva. er klart og gjelder til og med ${options.validUntil}.`
        : `Your quote of ${amount} excl. VAT is ready and valid until ${options.validUntil}.`,
      nb ? `Se, godta eller avslå det her: ${options.link}` : `See, accept or decline it here: ${options.link}`,
      '',
      signature[lang],
    ].join('\n'),
  };
}

export function quoteMessageMail(options: {
  lang: Language;
  firstName: string;
  quoteNumber: string;
  from: string;
  body: string;
  link: string;
}): Mail {
  const nb = options.lang === 'nb';
  return {
    template: 'quote-message',
    subject: nb ? `Ny melding om tilbud ${options.quoteNumber}` : `New message about quote ${options.quoteNumber}`,
    text: [
      nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
      '',
      nb ? `${options.from} skriver:` : `${options.from} writes:`,
      '',
      options.body,
      '',
      nb ? `Svar her: ${options.link}` : `Reply here: ${options.link}`,
      '',
      signature[options.lang],
    ].join('\n'),
  };
}
