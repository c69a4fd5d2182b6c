/**
 * The new words of a reply by e-mail: what the person wrote above the quoted
 * history that mail programs add. Cuts at the first line that starts the history in the common
 * programs' forms (Gmail and Apple Mail "On … wrote:", Outlook's "-----Original Message-----",
 * its "From:/Sent:" block and underscore rule), at our own notification's first line, and at a
 * signature delimiter ("-- "); drops any remaining '>' quoted lines.
 */

const HISTORY_STARTS: readonly RegExp[] = [
  /^On\b.{0,200}\b(wrote|writes|schrieb|a écrit):\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{20,}\s*$/,
  /^From:\s.+$/i,
  /^There is a new message in the conversation log of /,
  /^-- $/,
];

/** Gmail wraps a long "On … wrote:" over two lines: the first begins "On ", the next ends "wrote:". */
const startsWrappedAttribution = (line: string, next: string | undefined) =>
  /^On\s/.test(line) && next !== undefined && /^.{0,200}\b(wrote|writes):\s*$/i.test(next);

export function replyTextOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (HISTORY_STARTS.some((start) => start.test(line)) || startsWrappedAttribution(line, lines[i + 1]))
      break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line.replace(/\s+$/, ''));
  }
  return kept.join('\n').trim();
}
