import { z } from 'zod';

/** The success envelope of every answer, for route response schemas and the OpenAPI file. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

export const messageEnvelope = envelope(z.string());

export const idParams = z.object({ id: z.coerce.number().int().positive() });
