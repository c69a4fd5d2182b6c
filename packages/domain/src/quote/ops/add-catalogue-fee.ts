import { defaultCatalogueCost } from '../../catalogue/keys.ts';
import type { QuoteContent } from '../schema/content.ts';

/**
 * Adds a catalogue fee to a group: "A new catalogue fee has quantity 1 and takes its price from
 * a per-catalogue fee table" (spec 9); its cost is the catalogue's default cost. The fee price
 * table lives in the price tables, so the caller passes the price.
 */
export const addCatalogueFee = (
  content: QuoteContent,
  groupId: string,
  catalogue: string,
  feePrice: number,
): QuoteContent => ({
  ...content,
  categories: content.categories.map((category) => ({
    ...category,
    groups: category.groups.map((group) =>
      group.id !== groupId
        ? group
        : {
            ...group,
            group_options: {
              ...group.group_options,
              customfees: [
                ...group.group_options.customfees,
                {
                  catalogue,
                  customfee_qty: 1,
                  customfee_price: feePrice,
                  customfee_cost: defaultCatalogueCost(catalogue),
                  description: '',
                },
              ],
            },
          },
    ),
  })),
});
