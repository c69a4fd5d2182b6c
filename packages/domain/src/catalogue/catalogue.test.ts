import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_KEYS,
  CATALOGUES,
  CUSTOMER_DECORATION_TYPES,
  catalogueName,
  DECORATION_TYPES,
  DISCOUNT_REASONS,
  defaultCatalogueCost,
  GARMENT_POSITIONS,
  PROJECT_CATEGORIES,
  positionLabel,
  rowCodeFor,
} from './index.ts';

describe('catalogues', () => {
  it('has the 23 keys with the default costs of spec 9', () => {
    expect(CATALOGUE_KEYS).toHaveLength(23);
    expect(new Set(CATALOGUE_KEYS).size).toBe(23);
    const costs = Object.fromEntries(CATALOGUES.map((c) => [c.key, c.defaultCost]));
    expect(costs).toMatchObject({ WS: 7.5, JB: 9.5, BIZ: 5.5, PW: 10, AP: 55, BIS: 0, SYZ: 5.5, GD: 25 });
    for (const key of [
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
    ])
      expect(costs[key]).toBe(20);
    expect(defaultCatalogueCost('unknown')).toBe(20);
  });
  it('names each catalogue after its supplier', () => {
    expect(catalogueName('MAC')).toBe('Flexfit');
    expect(catalogueName('PW')).toBe('Portwest');
    expect(catalogueName('JS')).toBe('JS');
    expect(CATALOGUES.every((c) => c.supplierName.length > 0)).toBe(true);
  });
});

describe('positions and decorations', () => {
  it('has 14 positions ending in Other, labelled from the user setting', () => {
    expect(GARMENT_POSITIONS).toHaveLength(14);
    expect(positionLabel('Other', 'Hood')).toBe('Hood');
    expect(positionLabel('Other', '  ')).toBe('Other');
    expect(positionLabel('Breast Left', 'Hood')).toBe('Breast Left');
  });
  it('lets customers choose Screen Print 1C and Embroidery only', () => {
    expect(DECORATION_TYPES).toHaveLength(8);
    expect([...CUSTOMER_DECORATION_TYPES]).toEqual(['Screen Print 1C', 'Embroidery']);
  });
  it('maps decoration types to row layouts', () => {
    expect(rowCodeFor('Screen Print 2C')).toBe('Screen Print');
    expect(rowCodeFor('Dye Sublimation')).toBe('Other');
    expect(rowCodeFor('Vinyl Print')).toBe('Vinyl Print');
  });
});

describe('lists', () => {
  it('keeps the spec spelling of the discount reasons', () => {
    expect(DISCOUNT_REASONS).toContain("Director's Descretion");
  });
  it('has 15 project categories including the six the spec names', () => {
    expect(PROJECT_CATEGORIES).toHaveLength(15);
    expect(new Set(PROJECT_CATEGORIES).size).toBe(15);
    for (const c of [
      "Click 'n Collect",
      'Design',
      'DTF',
      'Screen Print',
      'Internal Project',
      'Non Billable Task',
    ])
      expect(PROJECT_CATEGORIES).toContain(c);
  });
});
