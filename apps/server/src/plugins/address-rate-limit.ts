import { MESSAGES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/http-error.ts';

type Window = { max: number; ms: number };

/**
 * Counts requests per client address in fixed windows (sign-in, register, forgot password,
 * link pages). Kept in memory: losing the counts on restart only resets a limit; behind a
 * load balancer each process limits on its own (docs/decisions/005).
 */
export function addressRateLimit(windows: Window[]) {
  const hits = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  return async (request: FastifyRequest) => {
    const now = Date.now();
    if (now - lastSweep > 60_000) {
      const longest = Math.max(...windows.map((w) => w.ms));
      for (const [key, hit] of hits) if (now - hit.start > longest) hits.delete(key);
      lastSweep = now;
    }
    for (const [i, window] of windows.entries()) {
      const key = `${i}:${request.ip}`;
      const hit = hits.get(key);
      if (!hit || now - hit.start >= window.ms) {
        hits.set(key, { start: now, count: 1 });
        continue;
      }
      hit.count += 1;
      if (hit.count > window.max) throw tooManyRequests(MESSAGES.tooManyAttempts);
    }
  };
}
