import { MESSAGES } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';

/** A 429 that knows when to come back; withRetryAfter turns that into a Retry-After header. */
export class RetryLater extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts);
  }
}

/** Runs work; a RetryLater it throws leaves with its Retry-After header (the handler keeps it). */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
