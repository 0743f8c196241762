// The SMTP server the outbox (modules/mail) sends through: nodemailer behind one function.
import nodemailer, { type Transporter } from 'nodemailer';

export type { Transporter };

/** An SMTP transport for `SMTP_URL` (e.g. smtp://user:pass@host:587), with timeouts shorter than a lease. */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
}
