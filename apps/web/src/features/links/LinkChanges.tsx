import { Text } from '@mantine/core';
import { parseDateInput } from '@portal/domain/dates';
import type { FetchStatusAnswer } from '@portal/domain/quote-links';
import { useCallback } from 'react';
import { RevisionChanges } from '../revisions/index.ts';
import { fetchLinkRevision } from './api/fetchLinkRevision.ts';

/**
 * What changed since the revision this link's recipient last viewed (or, on a changed link they
 * never opened, since the one it was sent with), up to the newest revision sent; on a changed
 * link with nothing sent since, that a new version is coming. The whole document is fetched only
 * when "Show only changes" is switched off.
 */
export function LinkChanges({ quote, token }: { quote: FetchStatusAnswer; token: string }) {
  const since = quote.since_viewed ?? null;
  const newer = useCallback(async () => (await fetchLinkRevision(token)).snapshot, [token]);
  const compared = since && (
    <RevisionChanges
      changes={since.changes}
      revision={since.revision}
      // The answer's day is DD/MM/YYYY already; read as a calendar day it is shown as it is.
      viewedOn={since.viewed_on ? parseDateInput(since.viewed_on) : null}
      order={3}
      newer={newer}
    />
  );
  if (quote.state !== 'changed') return compared;
  const { changes } = quote;
  if (!changes) return null;
  if (!changes.latest)
    return (
      <Text>We are updating this quote (R{changes.sent.revision}); the new version will be sent to you.</Text>
    );
  return (
    <>
      <Text>
        R{changes.latest.revision} was sent to you after R{changes.sent.revision}.{' '}
        {since ? 'Here is what changed; please' : 'Please'} answer it from its own email.
      </Text>
      {compared}
    </>
  );
}
