import { Badge, Loader, Table, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import type { InboundOutcome } from '@portal/domain/memos';
import { MESSAGES } from '@portal/domain/messages';
import { FormMessage } from '../../components/FormMessage.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useInboundMails } from './api/listInboundMails.ts';

/** An automatic answer (out of office, a list, a bounce) is neither added nor mailed on. */
const OUTCOME_LABELS: Record<InboundOutcome, string> = {
  added: 'added to the log',
  refused: 'refused',
  automatic: 'automatic reply, not added',
};

/**
 * Replies by e-mail as staff check them: every mail that reached a reply
 * address, whether it went into its conversation log, and why not when it was refused.
 */
export function InboundMailList() {
  const mails = useInboundMails();
  return (
    <section aria-labelledby="inbound-mails-title">
      <Title order={2} size="h4" id="inbound-mails-title" mt="xl" mb="sm">
        Replies by e-mail
      </Title>
      {mails.isPending ? (
        <Loader role="status" aria-label="Loading the replies by e-mail" />
      ) : mails.isError ? (
        <FormMessage error={MESSAGES.listFetchFailed} />
      ) : mails.data.length === 0 ? (
        <Text>No replies by e-mail yet.</Text>
      ) : (
        <TableScroll minWidth={640} label="Replies by e-mail">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mails.data.map((mail) => (
                <Table.Tr key={mail.id}>
                  <Table.Td>{formatDisplayDateTime(mail.received_at)}</Table.Td>
                  <Table.Td>{mail.from}</Table.Td>
                  <Table.Td>{mail.subject}</Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={mail.outcome === 'refused' ? 'red.9' : 'navy'}>
                      {OUTCOME_LABELS[mail.outcome]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{mail.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
