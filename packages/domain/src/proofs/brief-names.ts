/** How many decoration names a message lists before it counts the rest. */
export const NAMES_LISTED = 5;

/**
 * Decoration names for a sentence: all of them when there are few, else the first few and how
 * many more, so a thousand-decoration quote gives a line a person can read rather than a page.
 */
export function briefNames(names: readonly string[]): string {
  if (names.length <= NAMES_LISTED + 1) return names.join('; ');
  const more = names.length - NAMES_LISTED;
  return `${names.slice(0, NAMES_LISTED).join('; ')} and ${more.toLocaleString('en-AU')} more`;
}
