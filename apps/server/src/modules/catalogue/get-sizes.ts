import type { AppContext } from '../../app-context.ts';
import { sizeOrder } from './catalogue-reads.ts';
import type { CatalogueKey } from './keys.ts';

/** GET /products/getsizes/{provider}: the size names by position, then name; `index` counts from 0. */
export async function getSizes(
  ctx: AppContext,
  key: CatalogueKey,
): Promise<{ index: number; sizename: string; position: number }[]> {
  const sizes = await sizeOrder(ctx.db, key);
  return sizes.map((s, index) => ({ index, sizename: s.name, position: s.position }));
}
