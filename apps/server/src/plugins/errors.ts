import { failure, MESSAGES, REQUEST_MESSAGES } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isBadInputFromDatabase } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

/** Errors of the body readers (fastify, @fastify/multipart) by code: the status and the user's words. */
const READER_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, REQUEST_MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, REQUEST_MESSAGES.unsupportedBody],
  FST_PARTS_LIMIT: [413, REQUEST_MESSAGES.tooManyParts],
  FST_FILES_LIMIT: [413, REQUEST_MESSAGES.tooManyParts],
  FST_FIELDS_LIMIT: [413, REQUEST_MESSAGES.tooManyParts],
  FST_REQ_FILE_TOO_LARGE: [413, REQUEST_MESSAGES.fileTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, REQUEST_MESSAGES.unreadable],
  FST_PROTO_VIOLATION: [400, REQUEST_MESSAGES.unreadable],
  FST_MP_PREMATURE_CLOSE: [400, REQUEST_MESSAGES.unreadable],
  FST_INVALID_JSON_FIELD_ERROR: [400, REQUEST_MESSAGES.unreadable],
};

/**
 * Every failure leaves as `{status:'error', data:<message>}` in the user's words; never a
 * stack trace. A validation failure names the first field as 'field: message' (spec 8).
 * Whatever a client sends gets a 4xx: only the server's own faults are a 500.
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
    const reader = error.code ? READER_ERRORS[error.code] : undefined;
    // A route for artwork names its own limit in its refusal (decisions/090).
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' && request.routeOptions.config.fileTooLargeMessage)
      return reply.status(413).send(failure(request.routeOptions.config.fileTooLargeMessage));
    if (reader) return reply.status(reader[0]).send(failure(reader[1]));
    // The multipart parser (busboy) throws plain errors for a cut-short or malformed form.
    if (request.readingForm && !error.statusCode) {
      return reply.status(400).send(failure(REQUEST_MESSAGES.unreadable));
    }
    if (isBadInputFromDatabase(error)) {
      request.log.info({ err: error }, 'the database refused a value of the request');
      return reply.status(400).send(failure(REQUEST_MESSAGES.notStorable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(MESSAGES.genericFailure));
    }
    if (status === 413) return reply.status(413).send(failure(REQUEST_MESSAGES.tooLarge));
    if (status === 429) return reply.status(429).send(failure(MESSAGES.tooManyAttempts));
    if (status === 415) return reply.status(415).send(failure(REQUEST_MESSAGES.unsupportedBody));
    if (status === 404) return reply.status(404).send(failure(MESSAGES.notFound));
    // Other 4xx from fastify itself (JSON that does not parse, an empty JSON body, a bad URL):
    // their own texts are for developers, so the client hears that its request was not readable.
    return reply.status(status).send(failure(REQUEST_MESSAGES.unreadable));
  });
}
