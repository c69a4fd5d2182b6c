import type { PricedLine } from '@portal/domain/pricing';

const sameLine = (a: PricedLine, b: PricedLine) =>
  a.id === b.id &&
  a.amount === b.amount &&
  a.unitPrice === b.unitPrice &&
  a.qty === b.qty &&
  a.cost === b.cost &&
  a.unitCost === b.unitCost &&
  a.charged === b.charged;

export const sameLines = (a: readonly PricedLine[], b: readonly PricedLine[]) =>
  a === b || (a.length === b.length && a.every((line, i) => sameLine(line, b[i] as PricedLine)));

/**
 * Memo comparison of row props. The engine prices the whole quote on every keystroke, so each
 * row's lines are new objects even when unchanged; comparing their figures keeps one keystroke
 * to one re-rendered row. Everything else is compared by identity: rows the operations did not
 * touch keep theirs.
 */
export const sameRowProps = <P extends { lines: readonly PricedLine[] }>(prev: P, next: P): boolean => {
  for (const key of Object.keys(next) as (keyof P)[]) {
    if (key === 'lines') continue;
    if (!Object.is(prev[key], next[key])) return false;
  }
  return sameLines(prev.lines, next.lines);
};

export const NO_LINES: readonly PricedLine[] = [];

/** The amount of the line of a part, in cents, or null when the engine gave none. */
export const amountOf = (lines: readonly PricedLine[], part: PricedLine['part']) =>
  lines.find((l) => l.part === part) ?? null;
