import nodemailer from 'nodemailer';

import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `SMTP_URL` (credentials, port and TLS all in the URL). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
