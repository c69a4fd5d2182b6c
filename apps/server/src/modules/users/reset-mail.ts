import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/transport.ts';

/** The Outbox page's account of a reset mail: that it went, never the link itself. */
export const RESET_MAIL_SHOWN =
  "A password reset link was sent to this address. The link is not shown here: whoever holds it can choose the account's password.";

export function resetMail(
  user: { email: string; firstname: string },
  link: string,
  minutes: number,
): MailMessage {
  const hello = user.firstname ? `Hi ${user.firstname},` : 'Hi,';
  const text = [
    hello,
    '',
    'Someone asked to reset the password of your portal account.',
    `Open this link within ${minutes} minutes to choose a new password:`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>Someone asked to reset the password of your portal account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  return { to: user.email, subject: 'Reset your portal password', text, html, outboxText: RESET_MAIL_SHOWN };
}
