import { z } from 'zod';
import { ACCEPTANCE_MESSAGES as M } from './messages.ts';

/** The longest PO number taken: longer than any seen in practice, short of Xero's Reference limit. */
export const MAX_PO_NUMBER = 50;

/**
 * A PO number as the customer types it, trimmed; empty when not given. Printable characters
 * only, so it reads the same in the quote, the job, the invoice and the certificate.
 */
export const poNumberField = z
  .string()
  .trim()
  .max(MAX_PO_NUMBER, { message: M.poTooLong })
  .regex(/^[\p{L}\p{N} \-/.#_]*$/u, { message: M.poCharacters })
  .optional()
  .default('');

/**
 * Why this acceptance cannot go ahead for its purchase order, or null: a company staff marked
 * "PO required" must give one. The one rule the server enforces and the forms check first.
 */
export const poRefusal = (poRequired: boolean, poNumber: string): string | null =>
  poRequired && poNumber.trim() === '' ? M.poRequired : null;
