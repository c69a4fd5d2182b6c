import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What delivers a mail. Unset SMTP_URL means no transport: messages are recorded instead. */
export type MailTransport = {
  send: (from: string, message: MailMessage, messageId: string) => Promise<void>;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(from, message, messageId) {
      await transporter.sendMail({ from, ...message, messageId });
    },
  };
}
