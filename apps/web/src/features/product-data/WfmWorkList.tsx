import { Alert, List, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { HANDOFF_MESSAGES, HANDOFF_STATE_LABELS, type WfmWorkEntry } from '@portal/domain/handoff';
import { FormMessage } from '../../components/FormMessage.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useWfmWork } from './api/wfmWork.ts';

const WHAT: Record<WfmWorkEntry['kind'], string> = {
  delete: 'Delete supplier products',
  fetch: 'Fetch data',
};

/** 'done of total' once the total is known; until then what is done, if anything. */
const progressOf = (entry: WfmWorkEntry): string =>
  entry.total !== null ? `${entry.done} of ${entry.total}` : entry.done > 0 ? String(entry.done) : '—';

/** What a fetch found: products per supplier code in WorkflowMax, one 'CODE: n' a line. */
function Counts({ counts }: { counts: WfmWorkEntry['counts'] }) {
  const entries = Object.entries(counts ?? {});
  if (entries.length === 0) return <>—</>;
  return (
    <List size="sm" listStyleType="none">
      {entries.map(([code, count]) => (
        <List.Item key={code}>
          {code}: {count}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The WFM tab's recent work: each delete or fetch, its state, how far it got, what a
 * fetch found and why one failed; asked again every two seconds while any is under way. With
 * WorkflowMax not set up, it says the work waits on the Outbox page.
 */
export function WfmWorkList() {
  const work = useWfmWork();
  if (work.isError) return <FormMessage error={errorMessage(work.error)} />;
  if (!work.data) return null;
  const { configured, work: entries } = work.data;
  return (
    <Stack gap="sm">
      {!configured && (
        <Alert color="gray" variant="light">
          {HANDOFF_MESSAGES.workWaiting}
        </Alert>
      )}
      {entries.length > 0 && (
        <TableScroll minWidth={720} label="WorkflowMax work">
          <Table striped fz="sm" verticalSpacing={6}>
            <caption className="visually-hidden">WorkflowMax work</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Supplier</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Progress</Table.Th>
                <Table.Th scope="col">Found</Table.Th>
                <Table.Th scope="col">Error</Table.Th>
                <Table.Th scope="col">Started</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-work={entry.kind}>
                  <Table.Td>{WHAT[entry.kind]}</Table.Td>
                  <Table.Td>{entry.supplier || 'All'}</Table.Td>
                  <Table.Td>{HANDOFF_STATE_LABELS[entry.state]}</Table.Td>
                  <Table.Td>{progressOf(entry)}</Table.Td>
                  <Table.Td>{entry.kind === 'fetch' ? <Counts counts={entry.counts} /> : '—'}</Table.Td>
                  <Table.Td>
                    {entry.error && (
                      <Text size="sm" c="red.9">
                        {entry.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDisplayDateTime(entry.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
