import type { PriceTables, SetupPrices } from './schema.ts';

/** A cost and price pair with the cost zeroed. */
const priceOnly = <T extends { cost: number; price: number }>(entry: T): T => ({ ...entry, cost: 0 });

const setupPricesOnly = (setup: SetupPrices): SetupPrices => ({
  new: priceOnly(setup.new),
  repeat: priceOnly(setup.repeat),
  default: priceOnly(setup.default),
});

const zeroGrid = (grid: readonly (readonly number[])[]): number[][] => grid.map((row) => row.map(() => 0));

/**
 * The price tables a customer's browser may hold: every price kept, every cost set to 0. The
 * editor prices the quote as the customer types with the same engine as the server
 * (priceQuote), and a customer's answer from priceQuote never shows a cost, so zeroed costs
 * change no figure the customer sees while keeping the tables' shape valid. Costs are the
 * business's (quote spec 6: customers see prices only).
 */
export function priceTablesWithoutCosts(tables: PriceTables): PriceTables {
  return {
    screenPrint1C: {
      tiers: tables.screenPrint1C.tiers.map(priceOnly),
      sleeve: priceOnly(tables.screenPrint1C.sleeve),
    },
    screenPrint2C: { tiers: tables.screenPrint2C.tiers.map(priceOnly) },
    screenPrintSetup: setupPricesOnly(tables.screenPrintSetup),
    colourChange: priceOnly(tables.colourChange),
    digitalPrint: {
      setup: setupPricesOnly(tables.digitalPrint.setup),
      filmUnitCost: 0,
      heatUnitCost: 0,
      packingUnitCost: 0,
    },
    vinylPrint: { setup: setupPricesOnly(tables.vinylPrint.setup), heatUnitCost: 0, packingUnitCost: 0 },
    embroidery: {
      stitchBands: tables.embroidery.stitchBands.map((b) => ({ ...b })),
      qtyBands: tables.embroidery.qtyBands.map((b) => ({ ...b })),
      cost: zeroGrid(tables.embroidery.cost),
      price: tables.embroidery.price.map((row) => [...row]),
      jsCost: zeroGrid(tables.embroidery.jsCost),
      setup: setupPricesOnly(tables.embroidery.setup),
    },
    portwestEmbroidery: {
      unitCost: tables.portwestEmbroidery.unitCost.map((b) => ({ ...b, cost: 0 })),
      setupCost: tables.portwestEmbroidery.setupCost.map((b) => ({ ...b, cost: 0 })),
    },
    // A new catalogue fee's figure is its price (spec 9), which the customer sees on the line.
    catalogueFees: { ...tables.catalogueFees },
  };
}
