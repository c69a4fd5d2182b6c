import { Loader, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useOrderHandoff } from '../api/getOrderHandoff.ts';
import { HandoffLine } from './HandoffLine.tsx';

/**
 * Beside an order, for staff: its job in WorkflowMax and its invoice in Xero, asked
 * again every few seconds while either is on its way.
 */
export function OrderHandoff({ quoteId }: { quoteId: number }) {
  const handoff = useOrderHandoff(quoteId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        Job and invoice
      </Title>
      {handoff.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the job and invoice" />
      ) : handoff.isError ? (
        <FormMessage error={errorMessage(handoff.error)} />
      ) : (
        <Stack gap="xs">
          <HandoffLine kind="job" quoteId={quoteId} handoff={handoff.data.job} />
          <HandoffLine kind="invoice" quoteId={quoteId} handoff={handoff.data.invoice} />
        </Stack>
      )}
    </section>
  );
}
