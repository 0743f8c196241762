import { createSmtpTransport } from '../../integrations/mail';
import type { JobDefinition } from '../../lib/jobs';
import { sendDueMail } from './sender';

/** Drains the mail outbox over SMTP every minute (docs/mail.md). */
export const sendMailJob: JobDefinition = {
  name: 'send-mail',
  cron: '* * * * *',
  run: async ({ database, env, log, now }) => {
    const transport = createSmtpTransport(env.SMTP_URL);
    try {
      const result = await sendDueMail({ database, transport, from: env.MAIL_FROM, now });
      if (result.failed > 0) log.warn(result, 'some mail could not be sent; it is retried later');
      return result;
    } finally {
      transport.close();
    }
  },
};
