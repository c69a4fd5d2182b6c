import { z } from 'zod';
import { recordId } from '../api/ids.ts';
import { isOneValue } from '../api/one-value.ts';
import { CLIENT_MESSAGES } from './messages.ts';

/**
 * Field types of the company and contact forms. The spec's calls are multipart forms, so every
 * value may arrive as text (and numbers as numbers from JSON); null reads as not sent.
 */
export const textField = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : typeof value === 'number' ? String(value) : value),
    z.string().trim().max(max).optional(),
  );

/** An e-mail address, or empty: whether it is required is the form's rule, not the field's. */
export const emailField = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: CLIENT_MESSAGES.invalidEmail })
    .optional(),
);

const TRUE_TEXTS = new Set(['1', 'true', 'yes', 'on']);
/** A tick box that may arrive as true/false, 1/0 or their text. */
export const flagField = z.preprocess(
  (value) =>
    value === null || value === undefined || value === ''
      ? undefined
      : // An object or a list stays as sent, so the boolean check refuses it in words.
        isOneValue(value)
        ? TRUE_TEXTS.has(String(value).trim().toLowerCase())
        : value,
  z.boolean().optional(),
);

/** A record id that may arrive as text (digits only); empty, 0 and null read as not given. */
export const idField = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  recordId.optional(),
);

/**
 * The old client sent the whole form as JSON text in one multipart field (`company`, `contact`):
 * unwrap it, so the plain fields, JSON and that form all read the same.
 */
export const unwrapJsonField =
  (key: string) =>
  (input: unknown): unknown => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const record = input as Record<string, unknown>;
    const packed = record[key];
    if (typeof packed !== 'string' || !packed.trim().startsWith('{')) return input;
    try {
      const parsed: unknown = JSON.parse(packed);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return input;
      const { [key]: _packed, ...rest } = record;
      return { ...rest, ...(parsed as Record<string, unknown>) };
    } catch {
      return input;
    }
  };

/** Blank or missing. */
export const isBlank = (value: string | undefined | null) => !value || value.trim() === '';
