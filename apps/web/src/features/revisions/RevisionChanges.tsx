import { Stack, Switch, Text, Title, type TitleOrder } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import {
  type RevisionChanges as Changes,
  changeSentence,
  type RevisionSnapshot,
  recordFacts,
} from '@portal/domain/revisions';
import { useId, useMemo, useState } from 'react';
import { ChangedLinesTable } from './ChangedLinesTable.tsx';
import { ChangeTotals } from './ChangeTotals.tsx';
import { RecordFactsTable } from './RecordFactsTable.tsx';
import { useWholeDocument } from './use-whole-document.ts';

export type RevisionChangesProps = {
  changes: Changes;
  /** The revision the reader last viewed (or staff compare against), as its number. */
  revision: number;
  /** When the reader viewed it; without one the heading names only the revision. */
  viewedOn?: string | Date | null;
  /** The heading's level where the page places it. */
  order?: TitleOrder;
  /**
   * The newer revision, from which the whole document is put back when "Show only changes" is
   * switched off: the one the page holds, or how to fetch it (asked only then).
   */
  newer: () => RevisionSnapshot | Promise<RevisionSnapshot>;
};

/**
 * What changed in a quote since the revision a customer last viewed (DESIGN: Revisions, sending
 * and acceptance): the lines added, removed and changed, products by colour and size, the quote's
 * details and the totals. "Show only changes" switched off shows the whole document with the
 * changes marked, put back from the newer revision by the domain's own rule.
 */
export function RevisionChanges({ changes, revision, viewedOn, order = 2, newer }: RevisionChangesProps) {
  const headingId = useId();
  const [onlyChanges, setOnlyChanges] = useState(true);
  const whole = useWholeDocument(changes.lines, newer, !onlyChanges);
  const viewed = formatDisplayDate(viewedOn ?? null);
  const since = `R${revision}`;
  const facts = useMemo(() => recordFacts(changes.record), [changes.record]);
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
      {!onlyChanges && whole.error && (
        <Text role="alert" c="red.8">
          {whole.error}
        </Text>
      )}
      <ChangedLinesTable
        lines={onlyChanges || !whole.lines ? changes.lines : whole.lines}
        busy={!onlyChanges && !whole.lines && !whole.error}
      />
      <ChangeTotals totals={changes.totals} since={since} />
    </Stack>
  );
}
