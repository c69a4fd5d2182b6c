import { PAGE_SIZE, type supplierAnswer } from '@portal/domain/product-data';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { catalogueNameOf } from './keys.ts';
import { pageOf, requireProvider, uploadInfoOf } from './provider.ts';
import { fromStoredTable, rowView } from './supplier-rows.ts';
import { latestUpload } from './uploads.repo.ts';

/** GET /quotes/getSupplier/?supplierName: the supplier with a page of its latest upload's rows. */
export async function getSupplier(
  ctx: AppContext,
  supplierName: string,
  page: number,
): Promise<z.infer<typeof supplierAnswer>> {
  const key = requireProvider(supplierName);
  const upload = await latestUpload(ctx.db, key);
  const rows = upload
    ? fromStoredTable({ columns: upload.table.columns, rows: pageOf(upload.table.rows, page, PAGE_SIZE) })
    : [];
  return {
    key,
    name: catalogueNameOf(key),
    upload: upload ? uploadInfoOf(upload) : null,
    standard_csv: rows.map(rowView),
    page,
    page_size: PAGE_SIZE,
  };
}
