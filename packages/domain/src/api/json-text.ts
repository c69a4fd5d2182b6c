import { z } from 'zod';

/**
 * A field that multipart forms send as JSON text and JSON bodies send as the value itself:
 * text is parsed first; text that is not JSON is passed on as it is, so the schema refuses it
 * with its own message.
 */
export const jsonTextOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
