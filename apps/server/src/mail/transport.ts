import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (a conversation log's reply address, issue 13 item 5). */
  replyTo?: string;
  /**
   * What the admin Outbox page shows in place of the text, for a mail that carries a secret (a
   * password-reset link): any admin could otherwise read it there and take the account over.
   * Never sent.
   */
  outboxText?: string;
  /** Files sent with the mail (the quote PDF), base64 so the outbox row stays JSON. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** What delivers a mail. Unset SMTP_URL means no transport: messages are recorded instead. */
export type MailTransport = {
  send: (from: string, message: MailMessage, messageId: string) => Promise<void>;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(from, { outboxText: _shownInstead, attachments, ...message }, messageId) {
      await transporter.sendMail({
        from,
        ...message,
        messageId,
        // The portal's mail is sent by the portal itself (RFC 3834): auto-responders must not
        // answer it, and Exchange is asked not to send out-of-office replies, so no loop starts.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'OOF, AutoReply' },
        attachments: (attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.contentBase64,
          encoding: 'base64',
        })),
      });
    },
  };
}
