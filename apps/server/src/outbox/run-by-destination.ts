/**
 * Runs `work` on each item, up to `concurrency` at once, but items that share a destination one
 * after another in their order: the per-destination throttle counts what was sent, so two mails
 * to one address must not both pass it at the same moment. Before starting each item it asks
 * `stop`; once that is true no further item starts, and the items never started are returned
 * (in their order) for the caller to hand back. A failing item stops its own worker's chain.
 */
export async function runByDestination<T>(
  items: readonly T[],
  destinationOf: (item: T) => string,
  concurrency: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<T[]> {
  // One chain per destination, in the order its first item came; an item with no destination
  // is a chain of its own.
  const chains: T[][] = [];
  const chainOf = new Map<string, T[]>();
  for (const item of items) {
    const destination = destinationOf(item);
    const chain = destination ? chainOf.get(destination) : undefined;
    if (chain) {
      chain.push(item);
      continue;
    }
    const fresh = [item];
    chains.push(fresh);
    if (destination) chainOf.set(destination, fresh);
  }

  const started = new Set<T>();
  let next = 0;
  const worker = async () => {
    while (next < chains.length) {
      const chain = chains[next] ?? [];
      next += 1;
      for (const item of chain) {
        if (stop()) return;
        started.add(item);
        await work(item);
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(concurrency), chains.length));
  // Every worker is waited for even when one fails, so nothing is still delivering when the
  // caller stops renewing its claim; then the first failure is the caller's.
  const ended = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failed = ended.find((each) => each.status === 'rejected');
  if (failed) throw failed.reason;
  return items.filter((item) => !started.has(item));
}
