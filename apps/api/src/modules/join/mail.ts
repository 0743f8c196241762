import type { Language } from '../../lib/i18n';
import type { Mail } from '../customer';

const signature: Record<Language, string> = { nb: 'Hilsen Engros', en: 'Kind regards, Engros' };

export function joinVerifyMail(o: { lang: Language; firstName: string; companyName: string; link: string }): Mail {
  const nb = o.lang === 'nb';
  return {
    template: 'join-verify',
    subject: nb
      ? `Bekreft e-postadressen din for ${o.companyName}`
      : `Confirm your e-mail address for ${o.companyName}`,
    text: [
      nb ? `Hei ${o.firstName},` : `Hello ${o.firstName},`,
      '',
      nb
        ? `Du har bedt om tilgang til ${o.companyName} hos Engros. Bekreft adressen din med denne lenken (gyldig i 24 timer), så sender vi forespørselen til firmaets administrator:`
        : `You asked to join ${o.companyName} at Engros. Confirm your address with this link (valid for 24 hours) and we send the request to the company's administrator:`,
      o.link,
      '',
      nb ? 'Var det ikke deg, kan du se bort fra denne e-posten.' : 'If it was not you, ignore this e-mail.',
      '',
      signature[o.lang],
    ].join('\n'),
  };
}

export function joinRequestedMail(o: {
  lang: Language;
  firstName: string;
  person: string;
  email: string;
  companyName: string;
  link: string;
}): Mail {
  const nb = o.lang === 'nb';
  return {
    template: 'join-requested',
    subject: nb ? `${o.person} ber om tilgang til ${o.companyName}` : `${o.person} asks to join ${o.companyName}`,
    text: [
      nb ? `Hei ${o.firstName},` : `Hello ${o.firstName},`,
      '',
      nb
        ? `${o.person} (${o.email}, bekreftet adresse) ber om tilgang til ${o.companyName}. Godkjenn med en rolle, eller avslå:`
        : `${o.person} (${o.email}, verified address) asks to join ${o.companyName}. Approve with a role, or reject:`,
      o.link,
      '',
      signature[o.lang],
    ].join('\n'),
  };
}

export function joinDecidedMail(o: {
  lang: Language;
  firstName: string;
  companyName: string;
  approved: boolean;
  link: string;
}): Mail {
  const nb = o.lang === 'nb';
  return {
    template: o.approved ? 'join-approved' : 'join-rejected',
    subject: o.approved
      ? nb
        ? `Du har fått tilgang til ${o.companyName}`
        : `You have joined ${o.companyName}`
      : nb
        ? `Forespørselen om tilgang til ${o.companyName} ble avslått`
        : `Your request to join ${o.companyName} was declined`,
    text: [
      nb ? `Hei ${o.firstName},` : `Hello ${o.firstName},`,
      '',
      o.approved
        ? nb
          ? `Administratoren har gitt deg tilgang til ${o.companyName}. Logg inn med en lenke på e-post her: ${o.link}`
          : `The administrator has let you join ${o.companyName}. Sign in with an e-mail link here: ${o.link}`
        : nb
          ? `Administratoren i ${o.companyName} har avslått forespørselen din. Ta kontakt med dem om du mener det er feil.`
          : `The administrator of ${o.companyName} declined your request. Contact them if you think it is a mistake.`,
      '',
      signature[o.lang],
    ].join('\n'),
  };
}
