import { MESSAGES } from '@portal/domain';
import type { SniffedType } from '@portal/domain/files';
import {
  currentProofsOf,
  decorationsOf,
  isShownToCustomer,
  type ProofAnswerEntry,
  type ProofPage,
  type ProofSpec,
  type ProofState,
  type ProofView,
  proofGate,
  specText,
} from '@portal/domain/proofs';
import type { QuoteContent } from '@portal/domain/quote';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { proofAnswers, proofs, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { readBusinessSettings } from '../business/index.ts';
import { storedContentOf } from '../quotes/index.ts';
import { previousApprovalsOfQuote } from './previous-approvals.repo.ts';

export type ProofRow = typeof proofs.$inferSelect;
export type ProofAnswerRow = typeof proofAnswers.$inferSelect;

export async function proofRowsOf(db: Db | Tx, quoteId: number): Promise<ProofRow[]> {
  return db
    .select()
    .from(proofs)
    .where(eq(proofs.quoteId, quoteId))
    .orderBy(asc(proofs.rowId), asc(proofs.version));
}

export async function answerRowsOf(db: Db | Tx, quoteId: number): Promise<ProofAnswerRow[]> {
  return db
    .select()
    .from(proofAnswers)
    .where(eq(proofAnswers.quoteId, quoteId))
    .orderBy(asc(proofAnswers.id));
}

const entryOf = (row: ProofAnswerRow): ProofAnswerEntry => ({
  kind: row.kind as ProofAnswerEntry['kind'],
  name: row.name,
  note: row.note,
  checklist: row.checklist as ProofAnswerEntry['checklist'],
  pins: row.pins as ProofAnswerEntry['pins'],
  sha256: row.sha256,
  file_id: row.fileId,
  at: row.createdAt.toISOString(),
});

type FileFacts = { type: SniffedType; size: number };

async function fileFactsOf(db: Db | Tx, rows: readonly ProofRow[]): Promise<Map<number, FileFacts>> {
  if (rows.length === 0) return new Map();
  const files = await db
    .select({ id: storedFiles.id, type: storedFiles.sniffedType, size: storedFiles.size })
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        rows.map((r) => r.fileId),
      ),
    );
  return new Map(files.map((f) => [f.id, { type: f.type as SniffedType, size: f.size }]));
}

/** A proof as pages show it, with its answers (customers see a proof once it is sent). */
export function proofViewOf(row: ProofRow, answers: readonly ProofAnswerRow[], file: FileFacts): ProofView {
  const spec = row.spec as ProofSpec;
  return {
    id: row.id,
    quote_id: row.quoteId,
    row_id: row.rowId,
    decoration: row.decoration,
    position: row.position,
    process: row.process,
    version: row.version,
    state: row.state as ProofState,
    file: { name: row.fileName, sha256: row.sha256, type: file.type, size: file.size },
    spec,
    spec_text: specText(spec),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    answers: answers.filter((a) => a.proofId === row.id).map(entryOf),
  };
}

/** One proof's view, read again after a write. */
export async function proofViewById(db: Db | Tx, id: number): Promise<ProofView> {
  const [row] = await db.select().from(proofs).where(eq(proofs.id, id));
  if (!row) throw new Error('proof not found after write');
  const answers = await db.select().from(proofAnswers).where(eq(proofAnswers.proofId, id));
  const facts = await fileFactsOf(db, [row]);
  return proofViewOf(row, answers, facts.get(row.fileId) ?? { type: 'png', size: 0 });
}

export type ProofQuote = { id: number; label: string };

/**
 * The quote's proof page: each decoration with its current proof's state, the proofs (a
 * customer's side leaves out drafts), the shop's checklist and whether the order may go to
 * production now (decisions/129).
 */
export async function proofPageOf(
  db: Db | Tx,
  quote: ProofQuote,
  side: 'staff' | 'customer',
): Promise<ProofPage & { gate: { ok: boolean; blocked: string[] } }> {
  const content: QuoteContent = await storedContentOf(db, quote.id);
  const settings = await readBusinessSettings(db);
  const rows = await proofRowsOf(db, quote.id);
  const answers = await answerRowsOf(db, quote.id);
  const facts = await fileFactsOf(db, rows);
  const decorations = decorationsOf(content);
  const overrides = answers
    .filter((a) => a.kind === 'override')
    .map((a) => ({ row_id: a.rowId, proof_id: a.proofId }));
  const gateProofs = rows.map((r) => ({
    id: r.id,
    row_id: r.rowId,
    version: r.version,
    state: r.state as ProofState,
    sent_at: r.sentAt,
  }));
  const shown = side === 'staff' ? gateProofs : gateProofs.filter(isShownToCustomer);
  const current = currentProofsOf(shown, (p) => p.row_id);
  const gate = proofGate(decorations, gateProofs, overrides, settings.proofs.required);
  const previous = await previousApprovalsOfQuote(
    db,
    quote.id,
    content,
    new Set(rows.map((r) => r.rowId)),
    settings.time_zone,
  );
  return {
    quote_id: quote.id,
    quote_label: quote.label,
    checklist: settings.proofs.checklist,
    decorations: decorations.map((d) => {
      const proof = current.get(d.row_id);
      return {
        ...d,
        state: proof?.state ?? 'none',
        current_proof_id: proof?.id ?? null,
        overridden: overrides.some((o) => o.row_id === d.row_id && o.proof_id === (proof?.id ?? null)),
        previous_approval: previous.get(d.row_id) ?? null,
      };
    }),
    proofs: rows
      .filter((r) => side === 'staff' || isShownToCustomer({ sent_at: r.sentAt }))
      .map((r) => proofViewOf(r, answers, facts.get(r.fileId) ?? { type: 'png', size: 0 })),
    gate: { ok: gate.ok, blocked: gate.blocked.map((d) => d.label) },
  };
}

/** The quote a proof belongs to, for the access check; a proof nobody has is 404. */
export async function proofOwnerQuote(db: Db | Tx, proofId: number): Promise<number> {
  const [row] = await db.select({ quoteId: proofs.quoteId }).from(proofs).where(eq(proofs.id, proofId));
  if (!row) throw notFound(MESSAGES.notFound);
  return row.quoteId;
}
