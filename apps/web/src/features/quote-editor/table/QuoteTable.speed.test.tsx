// @vitest-environment happy-dom

import { quoteContentSchema } from '@portal/domain/quote';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHarness } from './test-harness.tsx';

afterEach(cleanup);

const ROWS = 150;

const bigQuote = () =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: [{ id: 'g1', name: 'Staff', group_options: { customs: [], customfees: [] } }],
        items: Array.from({ length: ROWS }, (_, i) => ({
          id: `r${i + 1}`,
          type: 'product',
          code: `P${i + 1}`,
          catalogue: 'JB',
          qty: 5,
          price: 10,
          cost: 4,
          position: i % 2 ? { 'Breast Left': true } : {},
        })),
      },
    ],
  });

describe('typing in a long quote', () => {
  it('re-renders only the changed row, not the whole table', () => {
    const updates: { actual: number; base: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, actual, base) => {
      if (phase === 'update') updates.push({ actual, base });
    };
    render(<TableHarness initial={bigQuote()} onRender={onRender} />);
    updates.length = 0;
    fireEvent.change(screen.getByLabelText('P7 quantity'), { target: { value: '12' } });
    expect((screen.getByLabelText('P7 quantity') as HTMLInputElement).value).toBe('12');
    const total = updates.reduce(
      (sum, u) => ({ actual: sum.actual + u.actual, base: Math.max(sum.base, u.base) }),
      {
        actual: 0,
        base: 0,
      },
    );
    // baseDuration is what rendering every row would cost; memoised rows bring the update far below it.
    expect(total.actual).toBeLessThan(total.base * 0.25);
  });
});
