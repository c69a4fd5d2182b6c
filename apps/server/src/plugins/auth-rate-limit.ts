import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { RetryLater, withRetryAfter } from '../lib/retry-later.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the anonymous entry points (sign-in, register, forgot password, reset,
     * link pages): a minute and an hour window per client address (decisions/005).
     */
    authRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Per-address limits with @fastify/rate-limit, keyed on request.ip, which is the socket's
 * address unless TRUST_PROXY names the proxy it came through. Counts live in this process's
 * memory (an LRU of recent addresses); the per-account limit that matters across processes is
 * in the database (modules/users/sign-in-attempts.ts).
 */
export async function registerAuthRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, { global: false });
  // Two windows need two limiters; their route hooks would skip the second on one request,
  // so both are checked by hand.
  const windows = [
    app.createRateLimit({ max: config.authRateLimitPerMinute, timeWindow: MINUTE_MS }),
    app.createRateLimit({ max: config.authRateLimitPerHour, timeWindow: HOUR_MS }),
  ];
  const countRequest = async (request: FastifyRequest) => {
    let waitSeconds = 0;
    for (const check of windows) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) waitSeconds = Math.max(waitSeconds, limit.ttlInSeconds, 1);
    }
    if (waitSeconds > 0) throw new RetryLater(waitSeconds);
  };
  app.decorate('authRateLimit', async (request: FastifyRequest, reply: FastifyReply) =>
    withRetryAfter(reply, countRequest(request)),
  );
}
