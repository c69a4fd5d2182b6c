import { escapeHtml } from '../lib/escape-html.ts';

/**
 * A plain-text mail body as HTML paragraphs: blank lines part paragraphs, single breaks stay,
 * and a line that is only an address becomes a link; everything else is escaped text.
 */
export const textAsHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map(
      (block) =>
        `<p>${block
          .split('\n')
          .map((line) =>
            /^https?:\/\/\S+$/.test(line.trim())
              ? `<a href="${escapeHtml(line.trim())}">${escapeHtml(line.trim())}</a>`
              : escapeHtml(line),
          )
          .join('<br>')}</p>`,
    )
    .join('');
