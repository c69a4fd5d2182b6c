import { z } from 'zod';

/**
 * The answer of every refusal and failure (spec section 7): `data` is the message in the user's
 * words. Described once so the OpenAPI document and the web client read the same shape.
 */
export const errorAnswer = z.object({ status: z.literal('error'), data: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
