// The mailbox stand-in: an SMTP server (no auth, no TLS, loopback) that keeps every message it accepts in memory,
// parsed with postal-mime, and an HTTP page and JSON API to read them. Fault injection: refuse the next N
// messages with an SMTP reply code (4xx: try again later, 5xx: permanent), to test the sender's retries.
// Environment: SMTP_PORT (2525), MAILBOX_PORT (4300).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { StandIn } from '../stand-in';

export type ReceivedMail = {
  id: string;
  receivedAt: string;
  /** SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  headers: { key: string; value: string }[];
};

export type Fault = { remaining: number; code: number; message: string };

export type MailboxOptions = {
  host?: string;
  /** 0 picks a free port (tests). */
  smtpPort?: number;
  httpPort?: number;
  /** Most messages kept; the oldest go first. */
  maxMessages?: number;
};

export type Mailbox = StandIn & {
  smtpPort: number;
  httpPort: number;
  /** Newest first. */
  messages: () => ReceivedMail[];
  clear: () => void;
  /** Refuses the next `count` messages with `code` (e.g. 451 or 554). */
  failNext: (count: number, code?: number, message?: string) => void;
};

const addresses = (list: Address[] | Address | undefined): string[] =>
  (Array.isArray(list) ? list : list ? [list] : []).flatMap((entry) =>
    'group' in entry && entry.group ? entry.group.map((m) => m.address) : [entry.address ?? ''],
  );

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;

/** Starts the SMTP server and its HTTP view. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 1000;
  let mails: ReceivedMail[] = [];
  let fault: Fault | null = null;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Engros mailbox stand-in',
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        if (fault && fault.remaining > 0) {
          fault.remaining--;
          const error = Object.assign(new Error(fault.message), { responseCode: fault.code });
          if (fault.remaining === 0) fault = null;
          callback(error);
          return;
        }
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          mails.unshift({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            from: addresses(parsed.from)[0] ?? null,
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? null,
            messageId: parsed.messageId ?? null,
            headers: parsed.headers.map((h) => ({ key: h.key, value: h.value })),
          });
          if (mails.length > maxMessages) mails = mails.slice(0, maxMessages);
          callback();
        } catch (error) {
          callback(Object.assign(new Error('Message could not be parsed'), { responseCode: 554, cause: error }));
        }
      });
    },
  });
  // Socket errors of one client (a reset connection) are the client's problem, not the stand-in's.
  smtp.on('error', (error) => console.warn('mailbox smtp:', error.message));
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? Number(process.env.SMTP_PORT ?? 2525), host, () =>
      resolve((smtp.server.address() as AddressInfo).port),
    );
  });

  const http = Fastify({ logger: false });
  const find = (id: string) => mails.find((m) => m.id === id);
  const summary = (m: ReceivedMail) => ({
    id: m.id,
    receivedAt: m.receivedAt,
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
  });

  http.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      page(
        'Mailbox',
        `<h1>Mailbox</h1><p>${mails.length} message(s), newest first. SMTP on ${host}:${smtpPort}.</p>
<table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${mails
          .map(
            (m) =>
              `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
              `<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
          )
          .join('')}</table>`,
      ),
    ),
  );
  http.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const mail = find(request.params.id);
    if (!mail)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such message.</p>'));
    return reply.type('text/html; charset=utf-8').send(
      page(
        mail.subject,
        `<p><a href="/">← all messages</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>From: ${escapeHtml(mail.from ?? '')}<br>To: ${escapeHtml(mail.to.join(', '))}<br>Received: ${escapeHtml(mail.receivedAt)}</p>
<pre>${escapeHtml(mail.text)}</pre>`,
      ),
    );
  });
  http.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => {
    const to = request.query.to?.toLowerCase();
    return {
      messages: mails.filter((m) => !to || m.envelope.to.some((a) => a.toLowerCase() === to)).map(summary),
    };
  });
  http.get<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    const mail = find(request.params.id);
    return mail ?? reply.status(404).send({ error: 'not found' });
  });
  http.delete('/api/messages', async (_request, reply) => {
    mails = [];
    return reply.status(204).send();
  });
  http.post<{ Body: { count?: number; code?: number; message?: string } }>('/api/faults', async (request, reply) => {
    const { count = 1, code = 451, message } = request.body ?? {};
    if (!Number.isInteger(count) || count < 0 || !Number.isInteger(code) || code < 400 || code > 599) {
      return reply.status(400).send({ error: 'count ≥ 0 and an SMTP code 400-599, please' });
    }
    failNext(count, code, message);
    return { fault };
  });
  http.get('/api/faults', async () => ({ fault }));

  function failNext(count: number, code = 451, message?: string) {
    fault = count > 0 ? { remaining: count, code, message: message ?? `Injected failure ${code}` } : null;
  }

  await http.listen({ port: options.httpPort ?? Number(process.env.MAILBOX_PORT ?? 4300), host });
  const httpPort = (http.server.address() as AddressInfo).port;

  return {
    name: 'mailbox',
    urls: { smtp: `smtp://${host}:${smtpPort}`, inbox: `http://${host}:${httpPort}/` },
    smtpPort,
    httpPort,
    messages: () => [...mails],
    clear: () => {
      mails = [];
    },
    failNext,
    stop: async () => {
      await http.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
