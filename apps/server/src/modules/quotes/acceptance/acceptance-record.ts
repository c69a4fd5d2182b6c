import {
  type AcceptanceRecord,
  type AcceptedVia,
  certificateName,
  recordRows,
} from '@portal/domain/acceptance';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { fileReferenceOf } from '@portal/domain/files';
import { quoteDocumentSchema } from '@portal/domain/quote-document';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { quoteAcceptances, quoteLinks, storedFiles, users } from '../../../db/schema/index.ts';
import { readBusinessSettings } from '../../business/index.ts';
import { documentArtworkIds, pdfImagesFor } from '../quote-pdf/pdf-images.ts';

export type AcceptanceRow = typeof quoteAcceptances.$inferSelect;

/** A quote's latest acceptance (a quote accepted, declined and accepted again has several), or null. */
export async function latestAcceptanceOf(db: Db | Tx, quoteId: number): Promise<AcceptanceRow | null> {
  const [row] = await db
    .select()
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, quoteId))
    .orderBy(desc(quoteAcceptances.id))
    .limit(1);
  return row ?? null;
}

/** When the quote was last accepted (the row latestAcceptanceOf reads), without its document. */
export async function acceptedAtOf(db: Db | Tx, quoteId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: quoteAcceptances.acceptedAt })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, quoteId))
    .orderBy(desc(quoteAcceptances.id))
    .limit(1);
  return row?.at ?? null;
}

/** The acceptance a link made, or null when it made none. */
export async function acceptanceOfLink(db: Db | Tx, linkId: number): Promise<AcceptanceRow | null> {
  const [row] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.linkId, linkId)).limit(1);
  return row ?? null;
}

/** The record as its customer and staff read it: the PO file by name, who accepted by account or link. */
export async function acceptanceRecordOf(db: Db | Tx, row: AcceptanceRow): Promise<AcceptanceRecord> {
  const [file] = row.poFileId
    ? await db
        .select({ id: storedFiles.id, fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(eq(storedFiles.id, row.poFileId))
    : [];
  const [account] = row.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
    : [];
  const [link] = row.linkId
    ? await db.select({ sentTo: quoteLinks.sentTo }).from(quoteLinks).where(eq(quoteLinks.id, row.linkId))
    : [];
  return {
    quote_id: row.quoteId,
    number: `Q${row.quoteId}`,
    revision: row.revision,
    document_hash: row.documentHash,
    terms_version: row.termsVersion,
    po_number: row.poNumber,
    po_file: file ? { id: file.id, file_name: file.fileName, url: fileReferenceOf(file.id) } : null,
    name: row.name,
    accepted_at: row.acceptedAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    via: row.via as AcceptedVia,
    accepted_by: account ? `account ${account.email}` : `link sent to ${link?.sentTo || 'the customer'}`,
  };
}

/**
 * The acceptance certificate: the document as it was accepted, drawn by the quote PDF's own
 * renderer with the acceptance record above its lines, the time in the business's zone.
 */
export async function certificatePdf(
  ctx: AppContext,
  row: AcceptanceRow,
  ownerId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const document = quoteDocumentSchema.parse(row.document);
  const record = await acceptanceRecordOf(ctx.db, row);
  const { time_zone } = await readBusinessSettings(ctx.db);
  const rows = recordRows(record, formatDisplayDateTime(row.acceptedAt, time_zone));
  const images = await pdfImagesFor(ctx, documentArtworkIds(document), document.business.logoFileId, ownerId);
  const pdf = await ctx.pdf.renderer.renderKept(document, images, {
    title: 'Acceptance record',
    rows,
  });
  return { fileName: certificateName(row.quoteId, row.revision), pdf };
}
