import type { SetSizeOrderBody } from '@portal/domain/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { catalogueSizes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { bumpCatalogueVersion } from './catalogue.repo.ts';
import { type CatalogueKey, catalogueNameOf } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The body as a list of sizes and positions, whichever form it came in. */
function sizesOf(body: SetSizeOrderBody): { sizename: string; position: number }[] {
  if (body.sizes) return body.sizes;
  const names = asList(body.sizename);
  const positions = asList(body.position);
  if (names.length !== positions.length) throw badRequest('position: Give one position for each sizename');
  return names.map((sizename, i) => ({ sizename, position: positions[i] ?? 0 }));
}

/**
 * POST /products/setsizeorder/{provider}: saves positions of the catalogue's sizes in one
 * transaction; a size the catalogue does not have is refused and nothing changes.
 */
export async function setSizeOrder(
  ctx: AppContext,
  key: CatalogueKey,
  body: SetSizeOrderBody,
): Promise<string> {
  const sizes = sizesOf(body);
  await ctx.db.transaction(async (tx) => {
    const names = [...new Set(sizes.map((s) => s.sizename))];
    const existing =
      names.length === 0
        ? []
        : await tx
            .select({ name: catalogueSizes.name })
            .from(catalogueSizes)
            .where(and(eq(catalogueSizes.catalogueKey, key), inArray(catalogueSizes.name, names)));
    const known = new Set(existing.map((e) => e.name));
    const unknown = names.find((n) => !known.has(n));
    if (unknown !== undefined) throw notFound(CATALOGUE_MESSAGES.unknownSize(unknown, catalogueNameOf(key)));
    for (const size of sizes) {
      await tx
        .update(catalogueSizes)
        .set({ position: size.position })
        .where(and(eq(catalogueSizes.catalogueKey, key), eq(catalogueSizes.name, size.sizename)));
    }
    await bumpCatalogueVersion(tx, key);
  });
  return CATALOGUE_MESSAGES.setSuccessfully;
}
