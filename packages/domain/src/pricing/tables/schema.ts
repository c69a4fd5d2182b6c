import { z } from 'zod';
import { CATALOGUE_KEYS } from '../../catalogue/keys.ts';

/**
 * The price tables as data, so admins can change figures without a release (DESIGN "Pricing").
 * Amounts are dollars as staff type them; pricing turns them into cents. Every table is
 * validated: bands must rise and end open, grids must match their bands.
 */

const dollars = z.number().min(0).max(100_000);
const costAndPrice = z.object({ cost: dollars, price: dollars });

/** A band covers quantities (or stitches) up to `upTo` inclusive; the last band is open (null). */
const band = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ upTo: z.number().int().min(0).nullable(), ...shape });

const rising = (bands: readonly { upTo: number | null }[], ctx: z.RefinementCtx, what: string) => {
  bands.forEach((b, i) => {
    const last = i === bands.length - 1;
    if (last && b.upTo !== null)
      ctx.addIssue({ code: 'custom', message: `The last ${what} band must be open-ended` });
    if (!last && b.upTo === null)
      ctx.addIssue({ code: 'custom', message: `Only the last ${what} band may be open-ended` });
    const previous = bands[i - 1]?.upTo;
    if (previous != null && b.upTo !== null && b.upTo <= previous)
      ctx.addIssue({ code: 'custom', message: `The ${what} bands must rise` });
  });
};

const bands = <T extends z.ZodRawShape>(shape: T, what: string) =>
  z
    .array(band(shape))
    .min(1)
    .max(50)
    .superRefine((b, ctx) => rising(b as readonly { upTo: number | null }[], ctx, what));

/** Setup prices by setup code; "None" always counts 0 (spec 5), so it has no entry. */
const setupPrices = z.object({ new: costAndPrice, repeat: costAndPrice, default: costAndPrice });
export type SetupPrices = z.infer<typeof setupPrices>;

const grid = z.array(z.array(dollars).min(1).max(50)).min(1).max(50);

export const priceTablesSchema = z
  .object({
    screenPrint1C: z.object({
      tiers: bands({ cost: dollars, price: dollars }, 'quantity'),
      sleeve: costAndPrice,
    }),
    screenPrint2C: z.object({ tiers: bands({ cost: dollars, price: dollars }, 'quantity') }),
    screenPrintSetup: setupPrices,
    colourChange: costAndPrice,
    digitalPrint: z.object({
      setup: setupPrices,
      filmUnitCost: dollars,
      heatUnitCost: dollars,
      packingUnitCost: dollars,
    }),
    vinylPrint: z.object({ setup: setupPrices, heatUnitCost: dollars, packingUnitCost: dollars }),
    embroidery: z.object({
      stitchBands: bands({}, 'stitch count'),
      qtyBands: bands({}, 'quantity'),
      /** cost[stitch band][quantity band] */
      cost: grid,
      price: grid,
      /** Supplier JS has its own cost curve (GET /customerBrands/getcost?supplier=JS). */
      jsCost: grid,
      setup: setupPrices,
    }),
    portwestEmbroidery: z.object({
      unitCost: bands({ cost: dollars }, 'quantity'),
      setupCost: bands({ cost: dollars }, 'quantity'),
    }),
    /** Price of a new catalogue fee, per catalogue key (spec 9: contents not shown; default 0). */
    catalogueFees: z.record(z.enum(CATALOGUE_KEYS), dollars),
  })
  .superRefine((t, ctx) => {
    const rows = t.embroidery.stitchBands.length;
    const cols = t.embroidery.qtyBands.length;
    for (const name of ['cost', 'price', 'jsCost'] as const) {
      const g = t.embroidery[name];
      if (g.length !== rows || g.some((r) => r.length !== cols))
        ctx.addIssue({
          code: 'custom',
          path: ['embroidery', name],
          message: `The embroidery ${name} grid must have one row per stitch band and one column per quantity band`,
        });
    }
  });
export type PriceTables = z.infer<typeof priceTablesSchema>;
