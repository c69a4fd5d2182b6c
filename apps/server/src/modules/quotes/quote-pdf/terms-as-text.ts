import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The terms of trade (sanitised HTML from the settings editor) as the PDF prints them: plain
 * text, one blank line between paragraphs, list items on lines of their own with a bullet.
 */
export function termsAsText(html: string): string {
  const marked = html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote)>/gi, '\n\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => ENTITIES[name] ?? '',
  );
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
