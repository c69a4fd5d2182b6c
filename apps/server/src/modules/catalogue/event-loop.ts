import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long reads share the server: after `sliceMs` of work since the last pause, the returned
 * function waits one turn of the event loop so other requests are answered in between
 * (docs/decisions/075).
 */
export function timeSlicer(sliceMs = 20): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
