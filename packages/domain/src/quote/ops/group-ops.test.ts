import { describe, expect, it } from 'vitest';
import {
  addGroup,
  costsVisible,
  deleteGroup,
  removeCatalogueFee,
  renameGroup,
  toggleCostVisibility,
  updateCatalogueFee,
  updateGroupDiscount,
} from './index.ts';
import { items, sampleContent } from './test-content.ts';

const groups = (c: ReturnType<typeof sampleContent>) => c.categories[0]?.groups ?? [];

describe('groups', () => {
  it('adds a group with a fresh id and no options, and renames it', () => {
    let c = addGroup(sampleContent(), 'Office');
    expect(groups(c).map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(groups(c)[1]?.group_options).toEqual({ customs: [], customfees: [] });
    c = renameGroup(c, 'g2', 'Warehouse');
    expect(groups(c)[1]?.name).toBe('Warehouse');
  });
  it('deletes a group with the rows within it, and only those', () => {
    let c = addGroup(sampleContent(), 'Office');
    c = {
      categories: c.categories.map((cat) => ({
        ...cat,
        items: cat.items.map((r) => (r.id === 'r3' ? { ...r, group_id: 'g2' } : r)),
      })),
    };
    const withoutOffice = deleteGroup(c, 'g2');
    expect(items(withoutOffice).map((r) => r.id)).toEqual(['r1', 'r2']);
    // Rows without a group belong to the first group, so they go with it.
    const withoutStaff = deleteGroup(c, 'g1');
    expect(items(withoutStaff).map((r) => r.id)).toEqual(['r3']);
    expect(groups(withoutStaff).map((g) => g.id)).toEqual(['g2']);
  });
});

describe('group options', () => {
  it('shows costs until the admin hides them with the eye button', () => {
    const c = sampleContent();
    expect(costsVisible(groups(c)[0]?.group_options ?? {})).toBe(true);
    const hidden = toggleCostVisibility(c, 'g1');
    expect(costsVisible(groups(hidden)[0]?.group_options ?? {})).toBe(false);
    expect(costsVisible(groups(toggleCostVisibility(hidden, 'g1'))[0]?.group_options ?? {})).toBe(true);
  });
  it('edits and removes one catalogue fee', () => {
    let c = updateCatalogueFee(sampleContent(), 'g1', 1, { customfee_qty: 0, description: 'waived' });
    expect(groups(c)[0]?.group_options.customfees[1]).toMatchObject({ catalogue: 'WS', customfee_qty: 0 });
    c = removeCatalogueFee(c, 'g1', 0);
    expect(groups(c)[0]?.group_options.customfees.map((f) => f.catalogue)).toEqual(['WS']);
  });
});

describe('updateGroupDiscount', () => {
  it('sets the group discount, creating it when the group had none', () => {
    let c = updateGroupDiscount(sampleContent(), 'g1', { qty: 1, price: 20 });
    c = updateGroupDiscount(c, 'g1', { description: 'Loyalty' });
    expect(groups(c)[0]?.group_options.discount).toEqual({ qty: 1, price: 20, description: 'Loyalty' });
  });
});
