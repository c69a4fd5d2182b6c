import { failure, MESSAGES } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

/**
 * Every failure leaves as `{status:'error', data:<message>}` in the user's words; never a
 * stack trace. A validation failure names the first field as 'field: message' (spec 8).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || '';
      const message = first?.message ?? 'The request is not valid';
      return reply.status(400).send(failure(field ? `${field}: ${message}` : message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
      return reply.status(500).send(failure(MESSAGES.genericFailure));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(MESSAGES.genericFailure));
    }
    if (status === 413) return reply.status(413).send(failure('The request is too large.'));
    if (status === 429) return reply.status(429).send(failure(MESSAGES.tooManyAttempts));
    if (status === 415) return reply.status(415).send(failure('This kind of request body is not accepted.'));
    // Other 4xx from fastify itself (bad JSON and the like): its message is plain enough.
    return reply.status(status).send(failure(error.message || MESSAGES.genericFailure));
  });
}
