import { formatMoney } from '../money/format.ts';
import type { RevisionChanges } from './changes-schema.ts';
import { hasChanges } from './compare.ts';
import { recordFacts } from './record-facts.ts';

const counted = (n: number, what: string) => (n === 0 ? [] : [`${n} ${n === 1 ? 'line' : 'lines'} ${what}`]);

const listed = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "total +$412.50 inc GST", or "total unchanged at $1,210.00 inc GST". */
const totalPart = ({ before, after }: RevisionChanges['totals']) => {
  const difference = after.incGst - before.incGst;
  if (difference === 0) return `total unchanged at ${formatMoney(after.incGst)} inc GST`;
  return `total ${difference > 0 ? '+' : '-'}${formatMoney(Math.abs(difference))} inc GST`;
};

/**
 * What a new revision changed, in one sentence for the mail that sends it (decision 122):
 * document lines added, removed and changed, the quote's details that changed, and the total's
 * difference inc GST — "3 lines changed, total +$412.50 inc GST".
 */
export function changeSentence(changes: RevisionChanges): string {
  const count = (kind: string) => changes.lines.filter((line) => line.kind === kind).length;
  const details = recordFacts(changes.record).map((fact) => fact.label.toLowerCase());
  const parts = [
    ...counted(count('added'), 'added'),
    ...counted(count('removed'), 'removed'),
    ...counted(count('changed'), 'changed'),
    ...(details.length > 0 ? [`${listed(details)} changed`] : []),
  ];
  if (parts.length === 0) parts.push(hasChanges(changes) ? 'Details changed' : 'Nothing changed');
  return capitalised([...parts, totalPart(changes.totals)].join(', '));
}
