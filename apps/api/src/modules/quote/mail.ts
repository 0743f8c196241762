// Quote mails: to the agents when a buyer asks or writes, to the buyer when a quote is sent or an agent writes.
import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer';
import { formatMoney } from '../mail';

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
  /** Sent before and changed since. */
  isRevision?: boolean;
}): Mail {
  const { lang } = options;
  const amount = formatMoney(options.net, options.currency, lang);
  const nb = lang === 'nb';
  // A quote sent before and changed since: the buyer gets the new version as a new version, not as a first offer.
  if (options.isRevision) {
    return {
      template: 'quote-resent',
      subject: nb ? `Nytt tilbud ${options.quoteNumber} er klart` : `Revised quote ${options.quoteNumber} is ready`,
      text: [
        nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
        '',
        nb
          ? `Vi har endret tilbud ${options.quoteNumber}. Den nye versjonen er på ${amount} eks. mva. og gjelder til og med ${options.validUntil}. Den forrige versjonen gjelder ikke lenger.`
          : `We changed quote ${options.quoteNumber}. The new version is ${amount} excl. VAT and valid until ${options.validUntil}. The earlier version no longer applies.`,
        nb ? `Se, godta eller avslå det her: ${options.link}` : `See, accept or decline it here: ${options.link}`,
        '',
        signature[lang],
      ].join('\n'),
    };
  }
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

/** An agent changed a quote the buyer already had: it cannot be accepted until the new version is sent. */
export function quoteRevisingMail(options: {
  lang: Language;
  firstName: string;
  quoteNumber: string;
  link: string;
}): Mail {
  const nb = options.lang === 'nb';
  return {
    template: 'quote-revising',
    subject: nb ? `Tilbud ${options.quoteNumber} blir endret` : `Quote ${options.quoteNumber} is being revised`,
    text: [
      nb ? `Hei ${options.firstName},` : `Hello ${options.firstName},`,
      '',
      nb
        ? `Vi endrer tilbud ${options.quoteNumber}. Til den nye versjonen er sendt, kan tilbudet ikke godtas. Du får en e-post når den er klar.`
        : `We are revising quote ${options.quoteNumber}. Until the new version is sent, the quote cannot be accepted. You get an e-mail when it is ready.`,
      nb ? `Se tilbudet: ${options.link}` : `See the quote: ${options.link}`,
      '',
      signature[options.lang],
    ].join('\n'),
  };
}
