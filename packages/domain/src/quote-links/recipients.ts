import { z } from 'zod';
import { QUOTE_LINK_MESSAGES as M } from './messages.ts';

// Kept apart from the link pages' call schemas (calls.ts), which build the quote document's
// schemas: a page that only takes a typed name or a list of addresses (the mailed proof page)
// does not build those too.

/** The most addresses one Email Quote goes to. */
export const MAX_RECIPIENTS = 10;
/** The longest name typed on the accept page and the proof pages. */
export const MAX_ANSWER_NAME = 200;

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/**
 * Recipients as a list, or as one text of addresses separated by commas, semicolons or spaces
 * (a multipart form sends text). Each must look like an address; duplicates count once.
 */
export const recipientsField = z
  .union([z.string().max(5000), z.array(z.string().max(254)).max(50)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : value.split(/[\s,;]+/))
      .map((address) => address.trim())
      .filter(Boolean);
    const byKey = new Map<string, string>();
    for (const address of parts)
      if (!byKey.has(address.toLowerCase())) byKey.set(address.toLowerCase(), address);
    const unique = [...byKey.values()];
    if (unique.length === 0) ctx.addIssue({ code: 'custom', message: M.recipientsRequired });
    if (unique.length > MAX_RECIPIENTS) ctx.addIssue({ code: 'custom', message: M.tooManyRecipients });
    for (const address of unique)
      if (!EMAIL.test(address) || address.length > 254)
        ctx.addIssue({ code: 'custom', message: M.recipientInvalid(address) });
    return unique;
  });
