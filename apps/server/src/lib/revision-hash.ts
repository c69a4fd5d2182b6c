import { createHash } from 'node:crypto';
import { canonicalText, type RevisionSnapshot } from '@portal/domain/revisions';

/** The sha-256 (hex) of a revision's snapshot: the same offer always gives the same hash. */
export const revisionHash = (snapshot: RevisionSnapshot): string =>
  createHash('sha256').update(canonicalText(snapshot)).digest('hex');
