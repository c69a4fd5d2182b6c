import { SUPPLIERS } from './suppliers.ts';

/**
 * The 23 catalogue keys the editor loads at start-up (quote spec sections 7 and 9), in the
 * spec's order. A key names a supplier catalogue; most match a supplier short code.
 */
export const CATALOGUE_KEYS = [
  'WS',
  'JB',
  'BIZ',
  'PW',
  'AP',
  'BIS',
  'SYZ',
  'GD',
  'RM',
  'AS',
  'MAC',
  'GC',
  'JP',
  'HW',
  'BAD',
  'DNC',
  'ID',
  'JS',
  'HY',
  'KG',
  'PS',
  'BS',
  'NCCA',
] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

export const isCatalogueKey = (value: unknown): value is CatalogueKey =>
  typeof value === 'string' && (CATALOGUE_KEYS as readonly string[]).includes(value);

/**
 * Default catalogue cost in dollars: what using a catalogue costs us (spec 9). It is the cost of
 * a catalogue fee row; the fee's price comes from the catalogue fee table in pricing/.
 */
const SPECIFIC_COSTS: Partial<Record<CatalogueKey, number>> = {
  WS: 7.5,
  JB: 9.5,
  BIZ: 5.5,
  PW: 10,
  AP: 55,
  BIS: 0,
  SYZ: 5.5,
  GD: 25,
};
/** "others ... 20" */
const OTHER_CATALOGUE_COST = 20;

/**
 * JS has a catalogue key but no entry in the supplier list; the spec gives it no name, so it
 * is shown by its key (docs/decisions/020-catalogue-constants.md).
 */
const JS_NAME = 'JS';

const supplierNameFor = (key: CatalogueKey): string => {
  const supplier = SUPPLIERS.find((s) => s.shortCode.toUpperCase() === key);
  return supplier?.name ?? JS_NAME;
};

export type Catalogue = { key: CatalogueKey; supplierName: string; defaultCost: number };

export const CATALOGUES: readonly Catalogue[] = CATALOGUE_KEYS.map((key) => ({
  key,
  supplierName: supplierNameFor(key),
  defaultCost: SPECIFIC_COSTS[key] ?? OTHER_CATALOGUE_COST,
}));

/** Default catalogue cost in dollars for a key; an unknown key costs what "others" cost. */
export const defaultCatalogueCost = (key: string): number =>
  CATALOGUES.find((c) => c.key === key.toUpperCase())?.defaultCost ?? OTHER_CATALOGUE_COST;

export const catalogueName = (key: string): string =>
  CATALOGUES.find((c) => c.key === key.toUpperCase())?.supplierName ?? key;

/** A style's lookup key in its catalogue: the code upper-cased without spaces (decisions/030). */
export const shortcodeOf = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, '');
