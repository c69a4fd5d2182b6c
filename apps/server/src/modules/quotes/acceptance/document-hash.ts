import { createHash } from 'node:crypto';
import type { CustomerQuoteRead } from '@portal/domain/quote';
import { canonicalText, snapshotOf } from '@portal/domain/revisions';

/**
 * The hash of a revision as its customer reads it: sha-256 hex of the canonical text of its
 * snapshot. The same offer always gives the same hash, so an acceptance names what was accepted
 * the way a sent revision names what was sent.
 */
export const documentHashOf = (read: CustomerQuoteRead): string =>
  createHash('sha256')
    .update(canonicalText(snapshotOf(read)))
    .digest('hex');
