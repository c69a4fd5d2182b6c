import { errorAnswer, fileAnswer, recordId } from '@portal/domain';
import { z } from 'zod';

/** The success envelope of every answer, for route response schemas and the OpenAPI file. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

export const messageEnvelope = envelope(z.string());

/** `:id` in a path: digits only, within the database's ids (docs/decisions/070). */
export const idParams = z.object({ id: recordId });

/** A 200 answer that is a file, not JSON: described for the OpenAPI file, sent as its bytes. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: fileAnswer } },
});

/**
 * A refusal a route answers beyond those the OpenAPI transform derives from its guards and
 * schemas (openapi/error-answers.ts): `response: { 401: refusal('The e-mail or password is wrong.') }`.
 */
export const refusal = (description: string) => errorAnswer.describe(description);
