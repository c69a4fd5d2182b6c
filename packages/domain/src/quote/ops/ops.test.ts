import { describe, expect, it } from 'vitest';
import { quoteRecord } from '../schema/record.ts';
import {
  changeDecorationCode,
  changeDecorationPosition,
  changeDefaultBrand,
  copyQuote,
  removeProduct,
  setProductQty,
  toggleNeedAttention,
  togglePosition,
} from './index.ts';
import { decorations, items, row, sampleContent } from './test-content.ts';

describe('togglePosition', () => {
  it('adds one decoration per position with the default brand and the summed quantity', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    c = togglePosition(c, 'r2', 'Breast Left', true);
    const [decoration] = decorations(c);
    expect(decorations(c)).toHaveLength(1);
    expect(decoration).toMatchObject({ code: 'Embroidery', position: 'Breast Left', qty: 15 });
    expect(row(c, 'r1')).toMatchObject({ position: { 'Breast Left': true } });
  });
  it('uses the quote default brand when given', () => {
    const c = togglePosition(sampleContent(), 'r1', 'Back Upper', true, 'Screen Print 1C');
    expect(decorations(c)[0]).toMatchObject({ code: 'Screen Print 1C', qty: 10 });
  });
  it('removes the decoration when the last product using the position is unticked', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    c = togglePosition(c, 'r2', 'Breast Left', true);
    c = togglePosition(c, 'r1', 'Breast Left', false);
    expect(decorations(c)[0]?.qty).toBe(5);
    c = togglePosition(c, 'r2', 'Breast Left', false);
    expect(decorations(c)).toHaveLength(0);
  });
  it('does not change the document it was given', () => {
    const before = sampleContent();
    const snapshot = JSON.stringify(before);
    togglePosition(before, 'r1', 'Breast Left', true);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('setProductQty', () => {
  it('updates the decoration quantity', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    c = setProductQty(c, 'r1', '25');
    expect(row(c, 'r1')?.qty).toBe(25);
    expect(decorations(c)[0]?.qty).toBe(25);
  });
  it('removes the line at 0, and at anything that counts as 0', () => {
    expect(row(setProductQty(sampleContent(), 'r1', 0), 'r1')).toBeUndefined();
    expect(row(setProductQty(sampleContent(), 'r1', 'abc'), 'r1')).toBeUndefined();
  });
});

describe('removeProduct', () => {
  it('drops custom fees whose catalogue has no product left, and only those', () => {
    let c = removeProduct(sampleContent(), 'r1');
    const fees = () => c.categories[0]?.groups[0]?.group_options.customfees.map((f) => f.catalogue);
    expect(fees()).toEqual(['PW', 'WS']);
    c = removeProduct(c, 'r2');
    expect(fees()).toEqual(['WS']);
  });
  it('drops its attention row and its now unused decorations', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    c = toggleNeedAttention(c, 'r1');
    c = removeProduct(c, 'r1');
    expect(items(c).map((r) => r.id)).toEqual(['r2', 'r3']);
  });
});

describe('toggleNeedAttention', () => {
  it('adds a linked attention row below the product and removes it again', () => {
    let c = toggleNeedAttention(sampleContent(), 'r2');
    expect(items(c).map((r) => r.type)).toEqual(['product', 'product', 'attention', 'product']);
    expect(items(c)[2]).toMatchObject({ product_id: 'r2', checked: false });
    expect(row(c, 'r2')).toMatchObject({ need_attention: true });
    c = toggleNeedAttention(c, 'r2');
    expect(items(c).some((r) => r.type === 'attention')).toBe(false);
    expect(row(c, 'r2')).toMatchObject({ need_attention: false });
  });
  it('does not add a second row when set twice', () => {
    const c = toggleNeedAttention(toggleNeedAttention(sampleContent(), 'r1', true), 'r1', true);
    expect(items(c).filter((r) => r.type === 'attention')).toHaveLength(1);
  });
});

describe('changing a decoration', () => {
  const priced = () => {
    const c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    const id = decorations(c)[0]?.id ?? '';
    return {
      id,
      c: {
        categories: c.categories.map((cat) => ({
          ...cat,
          items: cat.items.map((r) =>
            r.id === id
              ? {
                  ...r,
                  setup_code: 'New Set Up',
                  setup_price: 100,
                  price: 9,
                  unit_cost: 3,
                  logo_name: 'logo.pdf',
                }
              : r,
          ),
        })),
      },
    };
  };
  it('resets setup and pricing fields when the code changes, keeping the artwork', () => {
    const { c, id } = priced();
    const d = row(changeDecorationCode(c, id, 'Screen Print 1C'), id);
    expect(d).toMatchObject({ code: 'Screen Print 1C', logo_name: 'logo.pdf', qty: 10 });
    // The setup starts again as a new one, shown as such (decisions/111).
    expect(d).toMatchObject({ setup_code: 'New Set Up' });
    expect(d).not.toHaveProperty('price');
  });
  it('resets and takes the new position quantity when the position changes', () => {
    const { c, id } = priced();
    const moved = togglePosition(c, 'r2', 'Back Upper', true);
    const d = row(changeDecorationPosition(moved, id, 'Back Upper'), id);
    expect(d).toMatchObject({ position: 'Back Upper', qty: 5 });
    expect(d).not.toHaveProperty('setup_price');
  });
});

describe('changeDefaultBrand', () => {
  it('rewrites decorations of another brand with description, note and price reset', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true, 'Embroidery');
    c = togglePosition(c, 'r2', 'Back Upper', true, 'Screen Print 1C');
    const withText = {
      categories: c.categories.map((cat) => ({
        ...cat,
        items: cat.items.map((r) =>
          r.type === 'decoration' ? { ...r, description: 'x', emb_note: 'n', price: 5 } : r,
        ),
      })),
    };
    const [emb, print] = decorations(changeDefaultBrand(withText, 'Embroidery'));
    expect(emb).toMatchObject({ code: 'Embroidery', description: 'x', price: 5 });
    expect(print).toMatchObject({ code: 'Embroidery', description: '', emb_note: '' });
    expect(print).not.toHaveProperty('price');
  });
});

describe('copyQuote', () => {
  it('makes a fresh draft from an order, keeping its lines', () => {
    const source = quoteRecord.parse({
      id: 9,
      label: 'Uniforms',
      status: 'Completed Quote',
      order_status: 'Completed Order',
      revision: 4,
      approved_price: 500,
      content: sampleContent(),
    });
    const copy = copyQuote(source);
    expect(copy).toMatchObject({
      label: 'Uniforms',
      status: '',
      order_status: '',
      revision: 1,
      copied_from: 9,
    });
    expect(copy).not.toHaveProperty('approved_price');
    expect(copy.content).toEqual(source.content);
    expect(copy.content).not.toBe(source.content);
  });
});
