import { describe, expect, it } from 'vitest';
import { addCatalogueFee } from '../ops/add-catalogue-fee.ts';
import { changeDecorationCode } from '../ops/change-decoration.ts';
import { removeProduct } from '../ops/remove-product.ts';
import { setProductQty } from '../ops/set-product-qty.ts';
import { decorations, sampleContent } from '../ops/test-content.ts';
import { toggleNeedAttention } from '../ops/toggle-need-attention.ts';
import { togglePosition } from '../ops/toggle-position.ts';
import type { QuoteContent } from '../schema/content.ts';
import { customerEditRefusal } from './customer-edit.ts';

const editRow = (c: QuoteContent, id: string, patch: Record<string, unknown>): QuoteContent => ({
  categories: c.categories.map((cat) => ({
    ...cat,
    items: cat.items.map((r) => (r.id === id ? ({ ...r, ...patch } as typeof r) : r)),
  })),
});

describe('customerEditRefusal', () => {
  const stored = toggleNeedAttention(togglePosition(sampleContent(), 'r1', 'Breast Left', true), 'r2', true);
  const decorationId = decorations(stored)[0]?.id ?? '';

  it('allows what the editor lets a customer do', () => {
    expect(customerEditRefusal(stored, setProductQty(stored, 'r1', 40))).toBeNull();
    expect(customerEditRefusal(stored, togglePosition(stored, 'r3', 'Back Upper', true))).toBeNull();
    expect(
      customerEditRefusal(stored, changeDecorationCode(stored, decorationId, 'Screen Print 1C')),
    ).toBeNull();
    // Removing a product takes its attention row and orphaned fees with it.
    expect(customerEditRefusal(stored, removeProduct(removeProduct(stored, 'r1'), 'r2'))).toBeNull();
  });

  it('lets a new product carry staff fields at their unset defaults, and no more', () => {
    const added = (patch: Record<string, unknown>) =>
      ({
        categories: stored.categories.map((cat) => ({
          ...cat,
          items: [...cat.items, { id: 'new1', type: 'product', code: 'N1', qty: 2, ...patch }],
        })),
      }) as QuoteContent;
    expect(customerEditRefusal(stored, added({ need_attention: false }))).toBeNull();
    expect(customerEditRefusal(stored, added({ need_attention: true }))).toMatch(/need attention/);
  });

  it('refuses prices, admin-only decoration types, staff lines and fees', () => {
    expect(customerEditRefusal(stored, editRow(stored, 'r1', { price: 1 }))).toBe(
      'Only staff can change price.',
    );
    expect(customerEditRefusal(stored, editRow(stored, decorationId, { supplier: 'JS' }))).toBe(
      'Only staff can change supplier.',
    );
    expect(customerEditRefusal(stored, changeDecorationCode(stored, decorationId, 'Vinyl Print'))).toMatch(
      /Only staff can choose Vinyl Print/,
    );
    expect(customerEditRefusal(stored, toggleNeedAttention(stored, 'r2', false))).toBe(
      'Only staff can change attention lines.',
    );
    expect(customerEditRefusal(stored, addCatalogueFee(stored, 'g1', 'AP', 0))).toBe(
      'Only staff can change tasks, catalogue fees and group discounts.',
    );
  });
});

describe('addCatalogueFee', () => {
  it('adds quantity 1 at the table price with the catalogue default cost', () => {
    const fees = addCatalogueFee(sampleContent(), 'g1', 'AP', 0).categories[0]?.groups[0]?.group_options
      .customfees;
    expect(fees?.at(-1)).toEqual({
      catalogue: 'AP',
      customfee_qty: 1,
      customfee_price: 0,
      customfee_cost: 55,
      description: '',
    });
  });
});

describe('customer groups', () => {
  const withGroup = (content: QuoteContent, options: Record<string, unknown>): QuoteContent => ({
    categories: content.categories.map((c) => ({
      ...c,
      groups: [
        ...c.groups,
        { id: 'g9', name: 'Office', group_options: { customs: [], customfees: [], ...options } } as never,
      ],
    })),
  });

  it('lets a customer add a group with no staff options, or on a new quote', () => {
    const stored = sampleContent();
    expect(customerEditRefusal(stored, withGroup(stored, {}))).toBeNull();
    const fresh: QuoteContent = { categories: [{ category_info: {}, items: [], groups: [] }] };
    expect(customerEditRefusal(fresh, withGroup(fresh, {}))).toBeNull();
  });

  it('refuses a new group that brings catalogue fees', () => {
    const stored = sampleContent();
    const fees = {
      customfees: [{ catalogue: 'AP', customfee_qty: 1, customfee_price: 0, customfee_cost: 0 }],
    };
    expect(customerEditRefusal(stored, withGroup(stored, fees))).toBe(
      'Only staff can change tasks, catalogue fees and group discounts.',
    );
  });
});
