import type { Db } from '../db/client.ts';
import {
  addColours,
  addSizes,
  bumpCatalogueVersion,
  clearCatalogue,
  ensureCatalogueRow,
  upsertProducts,
  upsertSkus,
} from '../modules/catalogue/index.ts';
import { type GeneratedCatalogue, generateCatalogue, skuBudgets } from './catalogue-generator.ts';

/** The demo seed's size: every catalogue filled, in well under a second on a small machine. */
export const DEMO_CATALOGUE_SKUS = 8_000;

/** Replaces one catalogue's products, SKUs, colours and sizes with a generated one. */
export async function writeGeneratedCatalogue(db: Db, catalogue: GeneratedCatalogue): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureCatalogueRow(tx, catalogue.key);
    await clearCatalogue(tx, catalogue.key);
    await upsertProducts(
      tx,
      catalogue.key,
      catalogue.products.map((p) => ({
        shortcode: p.shortcode,
        code: p.code,
        description: p.description,
        category: p.category,
        kind: p.kind,
        price_cents: p.priceCents,
        cost_cents: p.costCents,
        image_url: p.imageUrl,
      })),
    );
    await upsertSkus(
      tx,
      catalogue.key,
      catalogue.products.flatMap((p) =>
        p.skus.map((s) => ({
          shortcode: p.shortcode,
          colour: s.colour,
          size: s.size,
          sku: s.sku,
          price_cents: s.priceCents,
          cost_cents: s.costCents,
          qty: s.qty,
        })),
      ),
    );
    await addColours(tx, catalogue.key, catalogue.colours);
    await addSizes(tx, catalogue.key, catalogue.sizes);
    await bumpCatalogueVersion(tx, catalogue.key);
  });
}

/**
 * Fills all 23 catalogues with about `totalSkus` SKUs of generated workwear. Returns the
 * number of products and SKUs written.
 */
export async function seedCatalogues(
  db: Db,
  totalSkus = DEMO_CATALOGUE_SKUS,
  seed = 'demo',
  onCatalogue?: (catalogue: GeneratedCatalogue) => void,
): Promise<{ products: number; skus: number }> {
  let products = 0;
  let skus = 0;
  for (const budget of skuBudgets(totalSkus)) {
    const catalogue = generateCatalogue(budget.key, budget.skus, seed);
    await writeGeneratedCatalogue(db, catalogue);
    products += catalogue.products.length;
    skus += catalogue.skuCount;
    onCatalogue?.(catalogue);
  }
  return { products, skus };
}
