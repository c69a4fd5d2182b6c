import { MESSAGES } from '@portal/domain';
import type { GetBrandAnswer } from '@portal/domain/files';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { productionFiles, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { setupOf } from './production-record.ts';

/**
 * GET /customerBrands/getbrand?user_id&brand_id (staff): a saved design's setup fields, so a
 * decoration row picking the design fills in stitch count, size, colours and setup.
 * `brand_id` is a production design of that client; anything else is 404.
 */
export async function getDesign(ctx: AppContext, userId: number, designId: number): Promise<GetBrandAnswer> {
  const [found] = await ctx.db
    .select({ file: storedFiles, production: productionFiles })
    .from(productionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, productionFiles.fileId))
    .where(and(eq(productionFiles.fileId, designId), eq(storedFiles.ownerId, userId)));
  if (!found) throw notFound(MESSAGES.notFound);
  const setup = setupOf(found.production.setup);
  return {
    sc: found.production.stitchCount,
    size: found.production.size,
    colours: found.production.colours,
    emb: found.file.fileName,
    notes: setup.notes ?? '',
    setup_code: setup.setup_code ?? 'None',
    setup_qty: setup.setup_qty ?? 0,
    setup_unit_cost: setup.setup_unit_cost ?? 0,
    setup_price: setup.setup_price ?? 0,
    setup_discount_enable: setup.setup_discount_enable ?? false,
    setup_discount: setup.setup_discount ?? '',
    setup_discount_qty: setup.setup_discount_qty ?? 0,
    setup_discount_value: setup.setup_discount_value ?? 0,
  };
}
