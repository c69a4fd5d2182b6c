import { CATALOGUE_KEYS, type CatalogueKey } from '../../catalogue/keys.ts';
import type { PriceTables } from './schema.ts';

/**
 * Default price tables. Figures marked "spec" are quote spec section 9; figures marked "ours"
 * are not in the spec and were chosen by us (docs/decisions/021-price-table-figures.md).
 */
export const DEFAULT_PRICE_TABLES: PriceTables = {
  screenPrint1C: {
    // spec: up to 25 cost 3.20 price 9.40; 26-60 cost 2.75 price 8.90; above 60 cost 2.00 price 7.90
    tiers: [
      { upTo: 25, cost: 3.2, price: 9.4 },
      { upTo: 60, cost: 2.75, price: 8.9 },
      { upTo: null, cost: 2.0, price: 7.9 },
    ],
    // spec: sleeve positions cost 4, price 10
    sleeve: { cost: 4, price: 10 },
  },
  screenPrint2C: {
    // spec: cost 3.90 / 3.45 / 2.70, price 9.90
    tiers: [
      { upTo: 25, cost: 3.9, price: 9.9 },
      { upTo: 60, cost: 3.45, price: 9.9 },
      { upTo: null, cost: 2.7, price: 9.9 },
    ],
  },
  // spec: New cost 50 price 100; Repeat cost 20 price 45; default cost and price 50
  screenPrintSetup: {
    new: { cost: 50, price: 100 },
    repeat: { cost: 20, price: 45 },
    default: { cost: 50, price: 50 },
  },
  // ours: the spec says only that colour changes apply to screen print
  colourChange: { cost: 15, price: 30 },
  digitalPrint: {
    // spec: new setup quantity 1 at cost 30; ours: its price 30, a repeat costs nothing
    setup: { new: { cost: 30, price: 30 }, repeat: { cost: 0, price: 0 }, default: { cost: 30, price: 30 } },
    // spec: film and heat unit cost default 1; ours: packing 0
    filmUnitCost: 1,
    heatUnitCost: 1,
    packingUnitCost: 0,
  },
  vinylPrint: {
    // spec: cost and price 50 for new or repeat, 0 for none
    setup: {
      new: { cost: 50, price: 50 },
      repeat: { cost: 50, price: 50 },
      default: { cost: 50, price: 50 },
    },
    // spec (heat, as for digital) and ours (packing)
    heatUnitCost: 1,
    packingUnitCost: 0,
  },
  embroidery: {
    // ours, all of it: the spec shows no embroidery figures
    stitchBands: [
      { upTo: 5000 },
      { upTo: 7500 },
      { upTo: 10000 },
      { upTo: 15000 },
      { upTo: 20000 },
      { upTo: null },
    ],
    qtyBands: [{ upTo: 9 }, { upTo: 24 }, { upTo: 49 }, { upTo: 99 }, { upTo: 249 }, { upTo: null }],
    cost: [
      [4.5, 3.6, 3.1, 2.7, 2.4, 2.1],
      [5.2, 4.2, 3.6, 3.15, 2.8, 2.45],
      [6.0, 4.9, 4.2, 3.65, 3.25, 2.85],
      [7.5, 6.1, 5.25, 4.55, 4.05, 3.55],
      [9.0, 7.3, 6.3, 5.45, 4.85, 4.25],
      [11.0, 8.9, 7.7, 6.65, 5.9, 5.2],
    ],
    price: [
      [12.0, 9.5, 8.5, 7.5, 6.9, 6.2],
      [13.5, 10.8, 9.6, 8.5, 7.8, 7.0],
      [15.0, 12.2, 10.8, 9.6, 8.8, 7.9],
      [18.5, 15.0, 13.3, 11.8, 10.8, 9.7],
      [22.0, 17.9, 15.8, 14.0, 12.8, 11.5],
      [26.5, 21.5, 19.0, 16.9, 15.4, 13.8],
    ],
    // ours: JS charges more for small runs and less for large ones
    jsCost: [
      [5.0, 3.5, 2.9, 2.5, 2.2, 1.95],
      [5.75, 4.05, 3.35, 2.9, 2.55, 2.25],
      [6.6, 4.7, 3.9, 3.35, 2.95, 2.6],
      [8.25, 5.85, 4.85, 4.15, 3.7, 3.25],
      [9.9, 7.0, 5.8, 5.0, 4.45, 3.9],
      [12.1, 8.55, 7.1, 6.1, 5.4, 4.75],
    ],
    // ours: digitising a new design; a repeat reuses the saved design
    setup: { new: { cost: 45, price: 90 }, repeat: { cost: 0, price: 0 }, default: { cost: 45, price: 90 } },
  },
  portwestEmbroidery: {
    // spec: unit cost 5.50 under 10, 3.45 from 10
    unitCost: [
      { upTo: 9, cost: 5.5 },
      { upTo: null, cost: 3.45 },
    ],
    // spec: 10-50 is 28.75, 51-100 is 17.25, above 100 is 0; ours: under 10 as 10-50
    setupCost: [
      { upTo: 50, cost: 28.75 },
      { upTo: 100, cost: 17.25 },
      { upTo: null, cost: 0 },
    ],
  },
  // spec: "The catalogue fee price is 0"
  catalogueFees: Object.fromEntries(CATALOGUE_KEYS.map((k) => [k, 0])) as Record<CatalogueKey, number>,
};
