import type { ProductDetail } from '@portal/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { cellKey, productRowsFor, readQuantity } from './add-lines.ts';

const detail: ProductDetail = {
  product: {
    id: 7,
    code: '1HT',
    shortcode: '1HT',
    description: 'Classic Tee',
    category: 'T-Shirts',
    price: 9.5,
    imageurl: '/api/products/placeholder/tee/1f2a44.svg',
  },
  sizenames: ['S', 'M', '3XL'],
  colornames: ['Navy', 'White'],
  colours: [],
  productCombinations: [
    { shortcode: '1HT', colour: 'Navy', size: 'S', qty: 5, sku: 'a', price: 9.5 },
    { shortcode: '1HT', colour: 'Navy', size: '3XL', qty: 5, sku: 'b', price: 10.65 },
    { shortcode: '1HT', colour: 'White', size: 'M', qty: 5, sku: 'c', price: 9.5 },
  ],
  sizeorder: [],
};

describe('productRowsFor', () => {
  it('adds one row per quantity above 0, with its SKU price, in grid order', () => {
    const rows = productRowsFor('JB', detail, {
      [cellKey('White', 'M')]: 2,
      [cellKey('Navy', '3XL')]: 4,
      [cellKey('Navy', 'S')]: 0,
    });
    expect(rows.map((r) => [r.colour, r.size, r.qty, r.price, r.catalogue])).toEqual([
      ['Navy', '3XL', 4, 10.65, 'JB'],
      ['White', 'M', 2, 9.5, 'JB'],
    ]);
  });

  it('adds nothing when every quantity is 0, and never a combination that does not exist', () => {
    expect(productRowsFor('JB', detail, {})).toEqual([]);
    expect(productRowsFor('JB', detail, { [cellKey('White', 'S')]: 3 })).toEqual([]);
  });

  it('reads typed quantities as whole numbers from 0', () => {
    expect([
      readQuantity('3'),
      readQuantity('2.7'),
      readQuantity('-1'),
      readQuantity('x'),
      readQuantity(''),
    ]).toEqual([3, 2, 0, 0, 0]);
  });
});
