import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-channel.ts';

export type { MailAttachment, MailMessage } from './mail-channel.ts';

/** What delivers a mail. Unset SMTP_URL means no transport: messages are recorded instead. */
export type MailTransport = {
  send: (from: string, message: MailMessage, messageId: string) => Promise<void>;
  /** How many mails it can have on their way at once (its pooled connections). */
  connections: number;
  /** Ends its connections; mails on their way finish first. */
  close: () => void;
};

/**
 * How long a mail server may take, each shorter than the outbox's claim lease (decisions/103),
 * so a server that never answers frees its message for a retry well before another process
 * could take it, and one that is only slow (a 250 after 90 s) is waited for once, not sent twice.
 * nodemailer's own socket default is ten minutes. An idle pooled connection is closed after
 * `idleMs`, before most servers drop it themselves.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 120_000, idleMs: 30_000 };

/**
 * What the mail provider allows (SMTP_MAX_CONNECTIONS, SMTP_MAX_PER_SECOND): connections held
 * open at once and mails a second over all of them (0: no limit but the connections').
 */
export type SmtpLimits = { connections: number; perSecond: number };
export const DEFAULT_SMTP_LIMITS: SmtpLimits = { connections: 5, perSecond: 0 };

/**
 * Mail through a pool of SMTP connections: each connection carries many mails (no handshake
 * per mail), and the outbox sends up to `connections` at once (decisions/161).
 */
export function smtpTransport(
  smtpUrl: string,
  limits: SmtpLimits = DEFAULT_SMTP_LIMITS,
  timeouts = SMTP_TIMEOUTS,
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: limits.connections,
    ...(limits.perSecond > 0 ? { rateDelta: 1000, rateLimit: limits.perSecond } : {}),
    idleTimeout: timeouts.idleMs,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    connections: limits.connections,
    close: () => transporter.close(),
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
