import type { Refusal } from '@portal/domain/quote';
import { badRequest, forbidden } from '../../lib/http-error.ts';

/** A refused customer write as its HTTP error: 403 for what only staff may do, 400 for bad input. */
export const refusalError = (refusal: Refusal) =>
  refusal.refused === 'forbidden' ? forbidden(refusal.message) : badRequest(refusal.message);
