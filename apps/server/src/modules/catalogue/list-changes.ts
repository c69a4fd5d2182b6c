import { type changesAnswer, PAGE_SIZE } from '@portal/domain/product-data';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type CatalogueKey, catalogueNameOf, resolveCatalogueKey } from './keys.ts';
import { pageOf, uploadInfoOf } from './provider.ts';
import { stageToken } from './stage-token.ts';
import { fromStoredTable } from './supplier-rows.ts';
import { currentSkus, diffUpload } from './upload-diff.ts';
import { latestPendingUpload, latestUpload, type UploadRecord } from './uploads.repo.ts';

const EMPTY = {
  counts: { delete: 0, new: 0, update: 0 },
  deleteProducts: [],
  newProducts: [],
  updateProducts: [],
  stage: null,
};

/**
 * GET /uploadproducts/index: what accepting the waiting upload of a supplier (or, without one
 * named, the latest waiting upload) would delete, add and update. Lists come 20 to a page;
 * `stage` confirms all of them and is what accepting carries back.
 */
export async function listChanges(
  ctx: AppContext,
  supplier: string | undefined,
  page: number,
): Promise<z.infer<typeof changesAnswer>> {
  let key: CatalogueKey | null = supplier?.trim() ? resolveCatalogueKey(supplier) : null;
  let upload: UploadRecord | undefined;
  if (key) {
    upload = await latestUpload(ctx.db, key);
    if (upload?.appliedAt) upload = undefined;
  } else {
    upload = await latestPendingUpload(ctx.db);
    if (upload) key = resolveCatalogueKey(upload.catalogueKey);
  }
  const base = { supplier: key, name: key ? catalogueNameOf(key) : null, page, page_size: PAGE_SIZE };
  if (!key || !upload) return { ...base, upload: null, ...EMPTY };
  const diff = diffUpload(await currentSkus(ctx.db, key), fromStoredTable(upload.table));
  return {
    ...base,
    upload: uploadInfoOf(upload),
    counts: {
      delete: diff.deleteProducts.length,
      new: diff.newProducts.length,
      update: diff.updateProducts.length,
    },
    deleteProducts: pageOf(diff.deleteProducts, page, PAGE_SIZE),
    newProducts: pageOf(diff.newProducts, page, PAGE_SIZE),
    updateProducts: pageOf(diff.updateProducts, page, PAGE_SIZE),
    stage: stageToken(upload.id, diff),
  };
}
