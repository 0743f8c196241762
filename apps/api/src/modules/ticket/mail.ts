import type { Language } from '../../lib/i18n';
import { dateTimeFormat } from '../../lib/intl';
import type { Mail } from '../customer';
import type { ChatMessage } from './schemas';

/** The notice to a ticket's contact that an agent answered (never for internal notes). */
export function answerMail(options: {
  lang: Language;
  firstName: string;
  number: number;
  subject: string;
  agentName: string;
  answer: string;
  link: string;
}): Mail {
  const { lang, firstName, number, subject, agentName, answer, link } = options;
  if (lang === 'en') {
    return {
      template: 'ticket-answered',
      subject: `Reply to your case #${number}: ${subject}`,
      text: [
        `Hello ${firstName},`,
        '',
        `${agentName} at Engros customer service has replied to your case #${number}:`,
        '',
        answer,
        '',
        `See the case and reply here: ${link}`,
      ].join('\n'),
    };
  }
  return {
    template: 'ticket-answered',
    subject: `Svar på saken din #${number}: ${subject}`,
    text: [
      `Hei ${firstName},`,
      '',
      `${agentName} i Engros kundeservice har svart på saken din #${number}:`,
      '',
      answer,
      '',
      `Se saken og svar her: ${link}`,
    ].join('\n'),
  };
}

/** The transcript of an ended chat, mailed when the one who ended it asked for it. */
export function transcriptMail(options: {
  lang: Language;
  firstName: string;
  number: number;
  subject: string;
  messages: ChatMessage[];
}): Mail {
  const { lang, firstName, number, subject } = options;
  const time = (iso: string) =>
    dateTimeFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', {
      timeStyle: 'short',
      timeZone: 'Europe/Oslo',
    }).format(new Date(iso));
  const lines = options.messages
    .filter((m) => m.kind === 'message')
    .map((m) => `[${time(m.createdAt)}] ${m.author.name || (m.author.kind === 'agent' ? 'Engros' : '')}: ${m.body}`);
  if (lang === 'en') {
    return {
      template: 'chat-transcript',
      subject: `Your chat with Engros (case #${number}: ${subject})`,
      text: [`Hello ${firstName},`, '', 'Here is the transcript of your chat with us:', '', ...lines].join('\n'),
    };
  }
  return {
    template: 'chat-transcript',
    subject: `Chatten din med Engros (sak #${number}: ${subject})`,
    text: [`Hei ${firstName},`, '', 'Her er chatten din med oss:', '', ...lines].join('\n'),
  };
}
