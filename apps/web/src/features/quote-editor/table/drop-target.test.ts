import { addGroup, quoteContentSchema } from '@portal/domain/quote';
import { describe, expect, it } from 'vitest';
import { dropTarget } from './drop-target.ts';

const content = () =>
  addGroup(
    quoteContentSchema.parse({
      categories: [
        {
          category_info: {},
          groups: [{ id: 'g1', name: 'Staff', group_options: {} }],
          items: [
            { id: 'r1', type: 'product', code: 'A', qty: 1 },
            { id: 'r2', type: 'product', code: 'B', qty: 1 },
            { id: 'r3', type: 'product', code: 'C', qty: 1 },
            { id: 'r4', type: 'delivery', delivery_qty: 1 },
          ],
        },
      ],
    }),
    'Office',
  );

describe('where a dragged row lands', () => {
  it('takes the place of the row it is dropped on, before it going up and after it going down', () => {
    expect(dropTarget(content(), 'r3', 'r1')).toEqual({ groupId: 'g1', beforeRowId: 'r1' });
    expect(dropTarget(content(), 'r1', 'r2')).toEqual({ groupId: 'g1', beforeRowId: 'r3' });
    expect(dropTarget(content(), 'r1', 'r3')).toEqual({ groupId: 'g1', beforeRowId: null });
  });
  it('goes to the end of a group when dropped on its header or on a row of another kind', () => {
    expect(dropTarget(content(), 'r1', 'group:g2')).toEqual({ groupId: 'g2' });
    expect(dropTarget(content(), 'r1', 'r4')).toEqual({ groupId: 'g1' });
  });
  it('does nothing when dropped where it was', () => {
    expect(dropTarget(content(), 'r1', 'r1')).toBeNull();
  });
});
