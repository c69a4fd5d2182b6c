import { parseDateInput } from '@portal/domain/dates';
import type { CustomerQuoteRead, QuoteRead } from '@portal/domain/quote';
import { compareRevisions, snapshotOf } from '@portal/domain/revisions';
import { useMemo, useState } from 'react';
import { RevisionChanges } from './RevisionChanges.tsx';

/** A customer's answer that names an older revision they viewed; null for any other. */
const namingSinceViewed = (read: QuoteRead | undefined): CustomerQuoteRead | null =>
  read && 'since_viewed' in read && read.since_viewed ? read : null;

/**
 * What changed since the revision the customer last viewed: its snapshot as sent, compared with
 * the document of the opening that named it. Kept while the page stays open: reading the quote
 * again (after a save, on coming back to the tab) is a later opening, which no longer compares,
 * and the comparison must not vanish from under the reader.
 */
export function SinceViewedChanges({ read }: { read: QuoteRead | undefined }) {
  const named = namingSinceViewed(read);
  const [kept, setKept] = useState(named);
  if (named && !kept) setKept(named);
  const since = kept?.since_viewed ?? null;
  const changes = useMemo(
    () => (kept && since ? compareRevisions(since.snapshot, snapshotOf(kept)) : null),
    [kept, since],
  );
  if (!since || !changes) return null;
  // The answer's day is DD/MM/YYYY already; read as a calendar day it is shown as it is, in any zone.
  return (
    <RevisionChanges changes={changes} revision={since.revision} viewedOn={parseDateInput(since.viewed_on)} />
  );
}
