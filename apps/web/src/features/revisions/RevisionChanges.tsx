import { Stack, Switch, Text, Title, type TitleOrder } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { type RevisionChanges as Changes, changeSentence, recordFacts } from '@portal/domain/revisions';
import { useId, useMemo, useState } from 'react';
import { ChangedLinesTable } from './ChangedLinesTable.tsx';
import { ChangeTotals } from './ChangeTotals.tsx';
import { RecordFactsTable } from './RecordFactsTable.tsx';

export type RevisionChangesProps = {
  changes: Changes;
  /** The revision the reader last viewed (or staff compare against), as its number. */
  revision: number;
  /** When the reader viewed it; without one the heading names only the revision. */
  viewedOn?: string | Date | null;
  /** The heading's level where the page places it. */
  order?: TitleOrder;
};

/**
 * What changed in a quote since the revision a customer last viewed (DESIGN: Revisions, sending
 * and acceptance): the lines added, removed and changed, products by colour and size, the quote's
 * details and the totals. "Show only changes" switched off shows the whole document with the
 * changes marked.
 */
export function RevisionChanges({ changes, revision, viewedOn, order = 2 }: RevisionChangesProps) {
  const headingId = useId();
  const [onlyChanges, setOnlyChanges] = useState(true);
  const viewed = formatDisplayDate(viewedOn ?? null);
  const since = `R${revision}`;
  const facts = useMemo(() => recordFacts(changes.record), [changes.record]);
  const changedLines = useMemo(
    () => changes.lines.filter((line) => line.kind !== 'unchanged'),
    [changes.lines],
  );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={order} size="h3" id={headingId}>
        {viewed ? `Changed since ${since}, which you viewed on ${viewed}` : `Changed since ${since}`}
      </Title>
      <Text>{changeSentence(changes)}</Text>
      <Switch
        label="Show only changes"
        checked={onlyChanges}
        onChange={(event) => setOnlyChanges(event.currentTarget.checked)}
      />
      {facts.length > 0 && <RecordFactsTable facts={facts} since={since} />}
      <ChangedLinesTable lines={onlyChanges ? changedLines : changes.lines} />
      <ChangeTotals totals={changes.totals} since={since} />
    </Stack>
  );
}
