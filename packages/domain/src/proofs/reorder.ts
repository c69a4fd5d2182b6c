import { z } from 'zod';
import { businessToday, formatDisplayDate } from '../dates/dates.ts';
import { findRow, isDecoration } from '../quote/ops/rows.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import type { DecorationRow } from '../quote/schema/rows.ts';
import { currentProofsOf } from './gate.ts';

/**
 * What of a decoration row the approved artwork stands for, with the words a person reads: a
 * reorder whose row differs in any of them asks for a new proof instead of a re-confirmation.
 */
const ARTWORK_PARTS: readonly { key: keyof DecorationRow; words: string }[] = [
  { key: 'logo_file', words: 'artwork file' },
  { key: 'position', words: 'position' },
  { key: 'code', words: 'process' },
  { key: 'setup_sc', words: 'stitch count' },
  { key: 'setup_size', words: 'size' },
  { key: 'setup_color', words: 'colours' },
];

const comparable = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** What changed of a decoration between the order its proof was approved on and its reorder. */
export function artworkChanges(approvedOn: DecorationRow, reordered: DecorationRow): string[] {
  return ARTWORK_PARTS.filter(({ key }) => comparable(approvedOn[key]) !== comparable(reordered[key])).map(
    ({ words }) => words,
  );
}

/** A decoration's approval on the order this quote reorders, offered to re-confirm. */
export const previousApproval = z.object({
  quote_id: z.number().int(),
  proof_id: z.number().int(),
  version: z.number().int(),
  approved_at: z.string(),
  /** The day it was approved, in the business's time zone (YYYY-MM-DD). */
  approved_on: z.string(),
  file_name: z.string(),
  /** What changed since ('artwork file', 'size'): empty when one click re-confirms it. */
  changed: z.array(z.string()),
});
export type PreviousApproval = z.infer<typeof previousApproval>;

/** A proof of the reordered order, as far as an earlier approval needs it. */
export type ApprovedOnSource = {
  id: number;
  row_id: string;
  version: number;
  state: string;
  decided_at: Date | null;
  file_name: string;
};

/**
 * The earlier approvals a reorder offers, by decoration row: a decoration with no proof of its own
 * yet, whose row the order it reorders also has (a copy keeps row ids), and whose current proof
 * there was approved. Each says what changed of the artwork since, so only an unchanged one is
 * re-confirmed with a click; a changed one asks for a new proof.
 */
export function previousApprovalsOf(
  source: { id: number; content: QuoteContent; proofs: readonly ApprovedOnSource[] },
  content: QuoteContent,
  proofedRows: ReadonlySet<string>,
  timeZone: string,
): Map<string, PreviousApproval> {
  const current = currentProofsOf(source.proofs, (p) => p.row_id);
  const offers = new Map<string, PreviousApproval>();
  for (const category of content.categories)
    for (const row of category.items) {
      if (!isDecoration(row) || proofedRows.has(row.id)) continue;
      const approved = current.get(row.id);
      const before = findRow(source.content, row.id)?.row;
      if (approved?.state !== 'approved' || !before || !isDecoration(before)) continue;
      const at = approved.decided_at ?? new Date(0);
      offers.set(row.id, {
        quote_id: source.id,
        proof_id: approved.id,
        version: approved.version,
        approved_at: at.toISOString(),
        approved_on: businessToday(at, timeZone),
        file_name: approved.file_name,
        changed: artworkChanges(before, row),
      });
    }
  return offers;
}

/** The earlier approval as people read it: 'approved on 03/03/2026 (v4) for Q1042'. */
export const approvedOnWords = (approval: PreviousApproval) =>
  `approved on ${formatDisplayDate(approval.approved_on)} (v${approval.version}) for Q${approval.quote_id}`;
