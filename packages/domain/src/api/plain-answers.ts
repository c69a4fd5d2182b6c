import { z } from 'zod';

/**
 * The answer of calls that answer one text: most often the spec's message of what was done, shown
 * as the toast; also a quote's logo address and its history.
 */
export const textAnswer = z.string();

/** The answer of calls with nothing to say (sign-out): `data` is null. */
export const nullAnswer = z.null();
