import { describe, expect, it } from 'vitest';
import { runByDestination } from './run-by-destination.ts';

type Item = { id: number; to: string };
const items = (...destinations: string[]): Item[] => destinations.map((to, id) => ({ id, to }));

/** Work that waits until the test lets each item finish, recording what is under way. */
function heldWork() {
  const underWay = new Set<number>();
  const finishers = new Map<number, () => void>();
  const order: number[] = [];
  let peak = 0;
  const work = (item: Item) =>
    new Promise<void>((resolve) => {
      underWay.add(item.id);
      order.push(item.id);
      peak = Math.max(peak, underWay.size);
      finishers.set(item.id, () => {
        underWay.delete(item.id);
        resolve();
      });
    });
  return { work, underWay, finish: (id: number) => finishers.get(id)?.(), order, peak: () => peak };
}

/** Lets the promises that are ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('running deliveries side by side', () => {
  it('runs up to the allowed number at once, one destination after another', async () => {
    const held = heldWork();
    const running = runByDestination(
      items('a', 'a', 'b', 'c', 'd'),
      (item) => item.to,
      3,
      () => false,
      held.work,
    );
    await settle();
    // Chains a, b and c start; the second a waits for the first, d for a free place.
    expect([...held.underWay].sort()).toEqual([0, 2, 3]);
    held.finish(2);
    await settle();
    expect([...held.underWay].sort()).toEqual([0, 3, 4]);
    held.finish(0);
    await settle();
    expect([...held.underWay].sort()).toEqual([1, 3, 4]);
    for (const id of [1, 3, 4]) held.finish(id);
    expect(await running).toEqual([]);
    expect(held.peak()).toBe(3);
    expect(held.order.indexOf(0)).toBeLessThan(held.order.indexOf(1));
  });

  it('runs items with no destination side by side', async () => {
    const held = heldWork();
    const running = runByDestination(
      items('', '', ''),
      (item) => item.to,
      5,
      () => false,
      held.work,
    );
    await settle();
    expect(held.underWay.size).toBe(3);
    for (const id of [0, 1, 2]) held.finish(id);
    await running;
  });

  it('starts nothing more once told to stop, and returns what never started', async () => {
    const held = heldWork();
    let stopping = false;
    const all = items('a', 'a', 'b', 'c');
    const running = runByDestination(
      all,
      (item) => item.to,
      2,
      () => stopping,
      held.work,
    );
    await settle();
    expect([...held.underWay].sort()).toEqual([0, 2]);
    stopping = true;
    held.finish(0);
    held.finish(2);
    expect((await running).map((item) => item.id)).toEqual([1, 3]);
  });

  it('waits for every delivery under way before passing on a failure', async () => {
    const held = heldWork();
    let failed = false;
    const running = runByDestination(
      items('a', 'b'),
      (item) => item.to,
      2,
      () => false,
      async (item) => {
        if (item.id === 0) throw new Error('The database went away');
        await held.work(item);
      },
    );
    void running.catch(() => {
      failed = true;
    });
    await settle();
    // b is still under way: the failure is not passed on before it ends.
    expect(held.underWay.has(1)).toBe(true);
    expect(failed).toBe(false);
    held.finish(1);
    await expect(running).rejects.toThrow('The database went away');
  });
});
