import { parseDateInput } from '@portal/domain/dates';
import type { CustomerQuoteRead, QuoteRead } from '@portal/domain/quote';
import { snapshotOf } from '@portal/domain/revisions';
import { useCallback, useState } from 'react';
import { RevisionChanges } from './RevisionChanges.tsx';

/** A customer's answer that names an older revision they viewed; null for any other. */
const namingSinceViewed = (read: QuoteRead | undefined): CustomerQuoteRead | null =>
  read && 'since_viewed' in read && read.since_viewed ? read : null;

/**
 * What changed from the revision the customer last viewed to the newest one sent, as the server
 * compared them. Kept while the page stays open: reading the quote again (after a save, on coming
 * back to the tab) is a later opening, which no longer compares, and the comparison must not
 * vanish from under the reader. The whole document is put back from the newer revision: the
 * quote on the page, or, while staff change it after sending, the one the answer brought.
 */
export function SinceViewedChanges({ read }: { read: QuoteRead | undefined }) {
  const named = namingSinceViewed(read);
  const [kept, setKept] = useState(named);
  if (named && !kept) setKept(named);
  const since = kept?.since_viewed ?? null;
  const newer = useCallback(() => since?.snapshot ?? snapshotOf(kept as CustomerQuoteRead), [since, kept]);
  if (!since) return null;
  // The answer's day is DD/MM/YYYY already; read as a calendar day it is shown as it is, in any zone.
  return (
    <RevisionChanges
      changes={since.changes}
      revision={since.revision}
      viewedOn={since.viewed_on ? parseDateInput(since.viewed_on) : null}
      newer={newer}
    />
  );
}
