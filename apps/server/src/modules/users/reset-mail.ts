import { type BusinessSettings, fillMessageText } from '@portal/domain/business-settings';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/transport.ts';

/** The Outbox page's account of a reset mail: that it went, never the link itself. */
export const RESET_MAIL_SHOWN =
  "A password reset link was sent to this address. The link is not shown here: whoever holds it can choose the account's password.";

/** The text as HTML: its paragraphs, with the link made a link (its address is ours, escaped). */
const htmlOf = (text: string, link: string): string =>
  text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replaceAll(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
          .replaceAll('\n', '<br>')}</p>`,
    )
    .join('');

/** The password reset mail, in the words staff set at /admin/setting. */
export function resetMail(
  user: { email: string; firstname: string },
  link: string,
  minutes: number,
  business: Pick<BusinessSettings, 'texts' | 'trading_name'>,
): MailMessage {
  const text = fillMessageText(business.texts.password_reset, {
    first_name: user.firstname,
    link,
    minutes: String(minutes),
    trading_name: business.trading_name,
  });
  return {
    to: user.email,
    subject: 'Reset your portal password',
    text,
    html: htmlOf(text, link),
    outboxText: RESET_MAIL_SHOWN,
  };
}
