import type { VisualAnswer, visualsIndexAnswer } from '@portal/domain/files';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { quotes, storedFiles } from '../../db/schema/index.ts';
import { type StoredFileRow, storedFileAnswerOf } from './files.repo.ts';

export const visualAnswerOf = (row: StoredFileRow): VisualAnswer => ({
  ...storedFileAnswerOf(row),
  quote_id: row.quoteId ?? 0,
});

/** GET /visuals/index?userid=: the client's visuals, and its quotes for the Select a Quote dialog. */
export async function listVisuals(
  ctx: AppContext,
  ownerId: number,
): Promise<z.infer<typeof visualsIndexAnswer>> {
  const rows = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, 'visual')))
    .orderBy(desc(storedFiles.id));
  const choices = await ctx.db
    .select({ id: quotes.id, label: quotes.label, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.userId, ownerId))
    .orderBy(desc(quotes.id));
  return { visuals: rows.map(visualAnswerOf), quotes: choices };
}
