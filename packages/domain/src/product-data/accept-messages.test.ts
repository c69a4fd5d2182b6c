import { describe, expect, it } from 'vitest';
import { acceptMessages, PRODUCT_CHANGE_MESSAGES } from './accept-messages.ts';

describe('the messages of an accepted upload', () => {
  const counts = (n: number, u: number) => ({ delete: 0, new: n, update: u });
  it('says products were added and updated only when they were', () => {
    const accepted = 'The products have been accepted';
    expect(acceptMessages({ message: accepted, applied: true, counts: counts(3, 2) })).toEqual([
      accepted,
      PRODUCT_CHANGE_MESSAGES.added,
      PRODUCT_CHANGE_MESSAGES.updated,
    ]);
    expect(acceptMessages({ message: accepted, applied: true, counts: counts(0, 2) })).toEqual([
      accepted,
      'Products have been updated',
    ]);
    expect(acceptMessages({ message: accepted, applied: true, counts: counts(4, 0) })).toEqual([
      accepted,
      'Products have been added',
    ]);
    expect(acceptMessages({ message: 'Nothing applied', applied: false, counts: counts(4, 4) })).toEqual([
      'Nothing applied',
    ]);
  });
});
