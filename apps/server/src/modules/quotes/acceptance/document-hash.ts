import type { CustomerQuoteRead } from '@portal/domain/quote';
import { snapshotOf } from '@portal/domain/revisions';
import { revisionHash } from '../../../lib/revision-hash.ts';

/**
 * The hash of a revision as its customer reads it, computed as a sent revision's is, so an
 * acceptance names what was accepted the way a sent revision names what was sent.
 */
export const documentHashOf = (read: CustomerQuoteRead): string => revisionHash(snapshotOf(read));
