import { Text } from '@mantine/core';
import type { FetchStatusAnswer } from '@portal/domain/quote-links';
import { compareRevisions } from '@portal/domain/revisions';
import { useMemo } from 'react';
import { RevisionChanges } from '../revisions/index.ts';

type Changes = NonNullable<FetchStatusAnswer['changes']>;

/**
 * What changed since the revision this link was sent with: the comparison with the newest
 * revision sent since, or, while staff have not sent one yet, that a new version is coming.
 */
export function LinkChanges({ changes }: { changes: Changes }) {
  const { sent, latest } = changes;
  const compared = useMemo(
    () => (latest ? compareRevisions(sent.snapshot, latest.snapshot) : null),
    [sent, latest],
  );
  if (!latest || !compared)
    return <Text>We are updating this quote (R{sent.revision}); the new version will be sent to you.</Text>;
  return (
    <>
      <Text>
        R{latest.revision} was sent to you after R{sent.revision}. Here is what changed; please answer it from
        its own email.
      </Text>
      <RevisionChanges changes={compared} revision={sent.revision} order={3} />
    </>
  );
}
