import { findNul, NUL_MESSAGE } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** True while @fastify/multipart reads the form, so its parser's errors can be told apart. */
    readingForm: boolean;
  }
}

/**
 * Wraps the body readers: `before` is registered ahead of the multipart plugin and `after`
 * behind it (preValidation hooks run in that order). An error thrown between the two comes
 * from reading the form (a cut-short or malformed multipart body) and is the client's 400.
 * After reading, text carrying a NUL character is refused wherever it is (docs/decisions/071).
 */
export const requestBodyHooks = {
  before(app: FastifyInstance): void {
    app.decorateRequest('readingForm', false);
    app.addHook('preValidation', async (request) => {
      request.readingForm = true;
    });
  },
  after(app: FastifyInstance): void {
    app.addHook('preValidation', async (request) => {
      request.readingForm = false;
      for (const part of [request.params, request.query, request.body]) {
        const at = findNul(part);
        if (at !== undefined) throw badRequest(at ? `${at}: ${NUL_MESSAGE}` : NUL_MESSAGE);
      }
    });
  },
};
