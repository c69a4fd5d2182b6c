import { textAsHtml } from '../../mail/text-as-html.ts';
import type { MailMessage } from '../../mail/transport.ts';

/** What the admin Outbox page shows in place of the accept and reject links. */
export const LINKS_SHOWN =
  '[Accept and reject links were added here. They are not shown: whoever holds them can answer the quote.]';

export type QuoteEmail = {
  /** The attached PDF's file name, Q{id}-R{revision}.pdf as the download names it. */
  pdfName: string;
  to: string[];
  subject: string;
  text: string;
  pdf: Buffer;
  links: { accept: string; reject: string } | null;
};

/**
 * Email Quote's mail: the admin's words, then the accept and reject links when
 * the quote awaits an answer, and the quote PDF attached. The links are secrets (anyone holding
 * them can answer the quote), so the Outbox page shows a note in their place.
 */
export function quoteEmail({ pdfName, to, subject, text, pdf, links }: QuoteEmail): MailMessage {
  const linkBlock = links
    ? ['', 'To accept this quote, open:', links.accept, '', 'To reject it, open:', links.reject].join('\n')
    : '';
  const full = `${text.trim()}\n${linkBlock}`;
  return {
    to: to.join(', '),
    subject,
    text: full,
    html: textAsHtml(full),
    outboxText: links ? `${text.trim()}\n\n${LINKS_SHOWN}` : text.trim(),
    attachments: [
      {
        filename: pdfName,
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  };
}
