import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-channel.ts';

export type { MailAttachment, MailMessage } from './mail-channel.ts';

/** What delivers a mail. Unset SMTP_URL means no transport: messages are recorded instead. */
export type MailTransport = {
  send: (from: string, message: MailMessage, messageId: string) => Promise<void>;
};

/**
 * How long a mail server may take, each shorter than the outbox's claim lease (decisions/103),
 * so a server that never answers frees its message for a retry well before another process
 * could take it, and one that is only slow (a 250 after 90 s) is waited for once, not sent twice.
 * nodemailer's own socket default is ten minutes.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 120_000 };

export function smtpTransport(smtpUrl: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
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
          ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    },
  };
}
