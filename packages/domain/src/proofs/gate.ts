import { findRow, isDecoration } from '../quote/ops/rows.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import type { DecorationRow } from '../quote/schema/rows.ts';
import type { ProofState } from './states.ts';

/** A decoration as the proof step names it: its row, position and process (its code). */
export type ProofDecoration = { row_id: string; position: string; process: string; label: string };

/** "Front · EMB (Logo)": how a decoration is named in messages, the job and the history. */
export const decorationLabelOf = (row: Pick<DecorationRow, 'position' | 'code' | 'description'>): string =>
  [row.position, row.code, row.description ? `(${row.description})` : '']
    .filter((part) => part && part.trim() !== '')
    .join(' · ') || 'Decoration';

/** The decorations of a quote, in the document's order. */
export function decorationsOf(content: QuoteContent): ProofDecoration[] {
  return content.categories.flatMap((category) =>
    category.items.filter(isDecoration).map((row) => ({
      row_id: row.id,
      position: row.position ?? '',
      process: row.code ?? '',
      label: decorationLabelOf(row),
    })),
  );
}

/** One decoration of the quote, or undefined when the row is not a decoration of it. */
export function decorationOf(content: QuoteContent, rowId: string): ProofDecoration | undefined {
  const found = findRow(content, rowId);
  if (!found || !isDecoration(found.row)) return undefined;
  const row = found.row;
  return {
    row_id: row.id,
    position: row.position ?? '',
    process: row.code ?? '',
    label: decorationLabelOf(row),
  };
}

export type GateProof = { id: number; row_id: string; version: number; state: ProofState };
/** Staff let a decoration through without an approval: against its current proof, or none. */
export type GateOverride = { row_id: string; proof_id: number | null };

/** The newest version of each decoration's proofs, by row id: the one that decides. */
export function currentProofsOf<P extends { version: number }>(
  proofs: readonly P[],
  rowOf: (proof: P) => string,
): Map<string, P> {
  const current = new Map<string, P>();
  for (const proof of proofs) {
    const seen = current.get(rowOf(proof));
    if (!seen || proof.version > seen.version) current.set(rowOf(proof), proof);
  }
  return current;
}

/**
 * Whether an order may go to production (decisions/129): every decoration's current proof is
 * approved, or staff recorded an override against that very version (a newer version needs a new
 * one). A decoration that never had a proof passes unless the business requires a proof for
 * every decoration, when it needs an override too. Answers the decorations that stop it.
 */
export function proofGate(
  decorations: readonly ProofDecoration[],
  proofs: readonly GateProof[],
  overrides: readonly GateOverride[],
  proofsRequired: boolean,
): { ok: boolean; blocked: ProofDecoration[] } {
  const current = currentProofsOf(proofs, (p) => p.row_id);
  const blocked = decorations.filter((decoration) => {
    const proof = current.get(decoration.row_id);
    if (proof?.state === 'approved') return false;
    const overridden = overrides.some(
      (o) => o.row_id === decoration.row_id && o.proof_id === (proof?.id ?? null),
    );
    if (overridden) return false;
    return proof !== undefined || proofsRequired;
  });
  return { ok: blocked.length === 0, blocked };
}
