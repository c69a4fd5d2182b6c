import type { acceptAnswer } from '@portal/domain/product-data';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { CatalogueKey } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';
import { uploadInfoOf } from './provider.ts';
import { stageRows } from './stage-upload.ts';
import { readSupplierRows } from './supplier-rows.ts';
import { currentSkus, diffUpload } from './upload-diff.ts';

/**
 * Rows sent to POST /uploadproducts/add as `standard_csv` JSON: checked like a file's rows and
 * staged as the catalogue's waiting upload, never applied in the same call. The answer says
 * what accepting would do; accepting needs the lists' `stage` from GET /uploadproducts/index
 * (docs/decisions/076).
 */
export async function stageJsonRows(
  ctx: AppContext,
  userId: number,
  key: CatalogueKey,
  list: Record<string, string | number | null>[],
): Promise<z.infer<typeof acceptAnswer>> {
  const header = [...new Set(list.flatMap((o) => Object.keys(o)))];
  const rows = readSupplierRows(
    'standard_csv',
    header,
    list.map((o, i) => ({
      row: i + 1,
      cells: header.map((h) => (o[h] === null || o[h] === undefined ? '' : String(o[h]))),
    })),
  );
  const upload = await stageRows(ctx, userId, key, 'standard_csv', rows);
  const diff = diffUpload(await currentSkus(ctx.db, key), rows);
  return {
    message: CATALOGUE_MESSAGES.productsUploaded,
    counts: {
      delete: diff.deleteProducts.length,
      new: diff.newProducts.length,
      update: diff.updateProducts.length,
    },
    applied: false,
    upload: uploadInfoOf(upload),
  };
}
