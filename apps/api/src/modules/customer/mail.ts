import type { Language } from '../../lib/i18n';
import { dateTimeFormat } from '../../lib/intl';

export type Mail = { subject: string; text: string; template: string };

/** A contact's mail language: their locale when we speak it, bokmål otherwise. */
export function mailLanguage(locale: string | null | undefined): Language {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'nb';
}

const dateFormat: Record<Language, Intl.DateTimeFormatOptions> = {
  nb: { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' },
  en: { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' },
};
const formatDate = (date: Date, lang: Language) =>
  dateTimeFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', dateFormat[lang]).format(date);

const roleNames: Record<Language, Record<string, string>> = {
  nb: { admin: 'administrator', buyer: 'innkjøper', viewer: 'lesetilgang' },
  en: { admin: 'administrator', buyer: 'buyer', viewer: 'viewer' },
};

/** The invitation e-mail: who invites, to which company, with which role, and the single-use link. */
export function invitationMail(options: {
  lang: Language;
  firstName: string;
  companyName: string;
  role: string;
  link: string;
  expiresAt: Date;
}): Mail {
  const { lang, firstName, companyName, link } = options;
  const role = roleNames[lang][options.role] ?? options.role;
  const expires = formatDate(options.expiresAt, lang);
  if (lang === 'en') {
    return {
      template: 'customer-invitation',
      subject: `You are invited to ${companyName} on Engros`,
      text: [
        `Hello ${firstName},`,
        '',
        `You have been invited to order for ${companyName} on Engros, as ${role}.`,
        `Accept the invitation here: ${link}`,
        '',
        `The link can be used once and expires on ${expires}.`,
        'If you did not expect this e-mail, you can ignore it.',
      ].join('\n'),
    };
  }
  return {
    template: 'customer-invitation',
    subject: `Du er invitert til ${companyName} i Engros`,
    text: [
      `Hei ${firstName},`,
      '',
      `Du er invitert til å handle for ${companyName} i Engros, med rollen ${role}.`,
      `Godta invitasjonen her: ${link}`,
      '',
      `Lenken kan brukes én gang og utløper ${expires}.`,
      'Om du ikke ventet denne e-posten, kan du se bort fra den.',
    ].join('\n'),
  };
}

/** Tells the owner of an account that its password changed, so an unexpected change is noticed. */
export function passwordChangedMail(options: { lang: Language; firstName: string }): Mail {
  if (options.lang === 'en') {
    return {
      template: 'customer-password-changed',
      subject: 'Your Engros password was changed',
      text: [
        `Hello ${options.firstName},`,
        '',
        'The password of your Engros account was just changed, and you were signed out on all other devices.',
        'If it was not you, contact customer service at once.',
      ].join('\n'),
    };
  }
  return {
    template: 'customer-password-changed',
    subject: 'Passordet ditt i Engros er endret',
    text: [
      `Hei ${options.firstName},`,
      '',
      'Passordet til Engros-kontoen din ble nettopp endret, og du er logget ut på alle andre enheter.',
      'Om det ikke var deg, kontakt kundeservice med en gang.',
    ].join('\n'),
  };
}
