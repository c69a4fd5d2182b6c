import { describe, expect, it } from 'vitest';
import {
  addCustomProduct,
  addCustomTemplate,
  addDecoration,
  addDelivery,
  addDiscount,
  addProducts,
  addTask,
  removeTask,
  updateCustomTemplate,
  updateTask,
} from './index.ts';
import { items, row, sampleContent } from './test-content.ts';

const customs = (c: ReturnType<typeof sampleContent>) =>
  c.categories[0]?.groups[0]?.group_options.customs ?? [];

describe('addProducts', () => {
  it('gives each dialog row a fresh id and the group, after the rows already there', () => {
    const c = addProducts(
      sampleContent(),
      [
        { type: 'product', code: 'JB1', catalogue: 'JB', qty: 3, price: 10 },
        { type: 'product', code: 'JB1', catalogue: 'JB', qty: 2, price: 10 },
      ],
      'g1',
    );
    expect(items(c).map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(row(c, 'r5')).toMatchObject({ code: 'JB1', qty: 2, group_id: 'g1' });
  });
  it('changes nothing when no row has a quantity', () => {
    const before = sampleContent();
    expect(addProducts(before, [])).toBe(before);
  });
});

describe('addCustomProduct', () => {
  it('adds an editable product with quantity 1, price 0 and cost 0', () => {
    const c = addCustomProduct(sampleContent(), 'g1');
    expect(row(c, 'r4')).toMatchObject({
      type: 'product',
      subtype: 'custom_product',
      qty: 1,
      price: 0,
      cost: 0,
      code: '',
      group_id: 'g1',
    });
  });
});

describe('adding delivery, discount and decoration lines', () => {
  it('adds an unchecked delivery and discount, so customers neither see nor pay them yet', () => {
    const c = addDiscount(addDelivery(sampleContent(), 'g1'), 'g1');
    expect(row(c, 'r4')).toMatchObject({ type: 'delivery', delivery_qty: 1, checked: false });
    expect(row(c, 'r5')).toMatchObject({ type: 'discount', discount_qty: 1, checked: false });
  });
  it('adds a hand-made decoration of the chosen type on no garments yet, so at quantity 0', () => {
    const c = addDecoration(sampleContent(), 'Vinyl Print', 'g1');
    expect(row(c, 'r4')).toMatchObject({ type: 'decoration', code: 'Vinyl Print', qty: 0, position: '' });
  });
});

describe('tasks', () => {
  it('adds a template block with one unchecked task, then more tasks', () => {
    let c = addCustomTemplate(sampleContent(), 'g1', 'Design');
    c = addTask(c, 'g1', 0);
    expect(customs(c)).toHaveLength(1);
    expect(customs(c)[0]?.custom_code).toBe('Design');
    expect(customs(c)[0]?.tasks).toHaveLength(2);
    expect(customs(c)[0]?.tasks[0]).toMatchObject({ task_qty: 1, task_price: 0, task_checked: false });
  });
  it('edits and removes one task, leaving the others', () => {
    let c = addTask(addCustomTemplate(sampleContent(), 'g1'), 'g1', 0);
    c = updateTask(c, 'g1', 0, 1, { task_label: 'Artwork', task_price: 45, task_checked: true });
    c = updateCustomTemplate(c, 'g1', 0, { custom_code: 'Artwork template' });
    expect(customs(c)[0]?.tasks[1]).toMatchObject({ task_label: 'Artwork', task_price: 45 });
    c = removeTask(c, 'g1', 0, 0);
    expect(customs(c)[0]?.tasks.map((t) => t.task_label)).toEqual(['Artwork']);
    expect(customs(c)[0]?.custom_code).toBe('Artwork template');
  });
});
