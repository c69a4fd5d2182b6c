import { describe, expect, it } from 'vitest';
import { createPacer } from './request-pacer.ts';

describe('the request pacer', () => {
  it('keeps calls within the number at once and the number per window', async () => {
    const pace = createPacer({ concurrency: 2, perWindow: 4, windowMs: 300 });
    let atOnce = 0;
    let most = 0;
    const startedAt: number[] = [];
    const began = Date.now();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        pace(async () => {
          startedAt.push(Date.now() - began);
          atOnce += 1;
          most = Math.max(most, atOnce);
          await new Promise((resolve) => setTimeout(resolve, 20));
          atOnce -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    // The fifth call waits for the first window to pass.
    expect(startedAt.sort((a, b) => a - b)[4]).toBeGreaterThanOrEqual(290);
  });

  it('frees its slot when a call fails', async () => {
    const pace = createPacer({ concurrency: 1, perWindow: 10, windowMs: 1000 });
    await expect(pace(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await pace(async () => 'next')).toBe('next');
  });
});
