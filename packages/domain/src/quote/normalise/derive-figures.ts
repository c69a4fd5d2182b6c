import { DEFAULT_SETUP_CODE } from '../../catalogue/setup.ts';
import { toNumber } from '../../money/parse.ts';
import { removeProduct } from '../ops/remove-product.ts';
import { dropDecorationsWithoutProducts, syncDecorationQty } from '../ops/rows.ts';
import type { Category, QuoteContent } from '../schema/content.ts';

/** A blank setup code is the default's: what the row then shows is what it is charged. */
const withSetupCodes = (category: Category): Category => ({
  ...category,
  items: category.items.map((row) =>
    row.type === 'decoration' && !(row.setup_code ?? '').trim()
      ? { ...row, setup_code: DEFAULT_SETUP_CODE }
      : row,
  ),
});

/**
 * The figures no one types, made true on every save, staff's included (quote spec 4): product
 * lines at quantity 0 are removed (with what hangs on them), each decoration's quantity is the
 * sum of the quantities of its group's products ticked at its position, and a decoration no
 * product is ticked at goes (decisions/110), and a decoration with no setup code has the one it
 * is charged as (decisions/111).
 */
export const deriveFigures = (content: QuoteContent): QuoteContent => {
  let next = content;
  for (const category of content.categories)
    for (const row of category.items)
      if (row.type === 'product' && toNumber(row.qty) <= 0) next = removeProduct(next, row.id);
  return {
    categories: next.categories.map((category) =>
      withSetupCodes(syncDecorationQty(dropDecorationsWithoutProducts(category))),
    ),
  };
};
