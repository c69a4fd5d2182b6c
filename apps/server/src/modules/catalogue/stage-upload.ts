import { PAGE_SIZE, type uploadAnswer, type uploadBody } from '@portal/domain/product-data';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { ensureCatalogueRow } from './catalogue.repo.ts';
import { type CatalogueKey, catalogueNameOf } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';
import { parseSupplierFile } from './parse-supplier-file.ts';
import { pageOf, requireProvider, uploadInfoOf } from './provider.ts';
import { rowView, SUPPLIER_FILE_COLUMNS, type SupplierRow, toStoredTable } from './supplier-rows.ts';
import { latestUpload, replaceUpload, type UploadRecord } from './uploads.repo.ts';

/** A file name safe to repeat in a message. */
const displayName = (name: string | undefined): string =>
  name
    ?.replace(/[\\/]/g, '_')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120) || 'The uploaded file';

/** Keeps checked rows as the catalogue's one waiting upload, replacing any earlier one. */
export async function stageRows(
  ctx: AppContext,
  userId: number,
  key: CatalogueKey,
  fileName: string,
  rows: SupplierRow[],
): Promise<UploadRecord> {
  await ensureCatalogueRow(ctx.db, key);
  await replaceUpload(ctx.db, key, fileName, toStoredTable(rows), userId);
  const upload = await latestUpload(ctx.db, key);
  if (!upload) throw new Error('upload vanished');
  return upload;
}

/**
 * POST /pages/upload: reads a supplier file and keeps its rows for review; the catalogue does
 * not change until the upload is accepted. Answers with the first page of rows.
 */
export async function stageUpload(
  ctx: AppContext,
  userId: number,
  body: z.infer<typeof uploadBody>,
): Promise<z.infer<typeof uploadAnswer>> {
  const key = requireProvider(body.supplier);
  if (!body.file) throw badRequest('file: Choose a CSV or XLSX file to upload');
  const fileName = displayName(body.filename);
  // Multipart gives a Buffer; the domain's schema names it as the Uint8Array it is.
  const rows = await parseSupplierFile(
    fileName,
    Buffer.from(body.file.buffer, body.file.byteOffset, body.file.byteLength),
  );
  const upload = await stageRows(ctx, userId, key, fileName, rows);
  return {
    supplier: key,
    name: catalogueNameOf(key),
    upload: uploadInfoOf(upload),
    message: CATALOGUE_MESSAGES.productsUploaded,
    columns: [...SUPPLIER_FILE_COLUMNS],
    rows: pageOf(rows, 1, PAGE_SIZE).map(rowView),
    page: 1,
    page_size: PAGE_SIZE,
  };
}
