import type { Db } from '../db/client.ts';
import {
  addColours,
  addSizes,
  bumpCatalogueVersion,
  upsertProducts,
  upsertSkus,
} from '../modules/catalogue/index.ts';

const COLOURS = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Navy', hex: '#1f2a44' },
];
const SIZES = ['S', 'M', 'L', 'XL'];

/**
 * One fixed style in the AS catalogue: the AS5001 Staple Tee at 12.00 (cost 6.00), the garment
 * of the golden quote (apps/server/src/test/golden-content.ts). A customer's catalogue line
 * takes its price and cost from its SKU (decisions/050), so the demo catalogue must hold the
 * SKU the golden quote names for the golden figures to come out.
 */
export async function seedStapleTee(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertProducts(tx, 'AS', [
      {
        shortcode: 'AS5001',
        code: 'AS5001',
        description: 'Staple Tee',
        category: 'T-Shirts',
        kind: 'tee',
        price_cents: 1200,
        cost_cents: 600,
        image_url: '/api/products/placeholder/tee/ffffff.svg',
      },
    ]);
    await upsertSkus(
      tx,
      'AS',
      COLOURS.flatMap((colour) =>
        SIZES.map((size) => ({
          shortcode: 'AS5001',
          colour: colour.name,
          size,
          sku: `AS5001-${colour.name.slice(0, 3).toUpperCase()}-${size}`,
          price_cents: 1200,
          cost_cents: 600,
          qty: 500,
        })),
      ),
    );
    await addColours(tx, 'AS', COLOURS);
    await addSizes(
      tx,
      'AS',
      SIZES.map((name, position) => ({ name, position })),
    );
    await bumpCatalogueVersion(tx, 'AS');
  });
}
