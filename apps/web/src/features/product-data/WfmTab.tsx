import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useDeleteInWfm, useFetchFromWfm } from './api/wfm.ts';
import { PRODUCT_DATA_MESSAGES } from './messages.ts';
import { WfmWorkList } from './WfmWorkList.tsx';

/**
 * WFM (accounts spec 2.12): delete a supplier's products in WorkflowMax, fetch data from it. Both
 * queue the work; the list under the buttons follows it.
 */
export function WfmTab({ provider }: { provider: string | null }) {
  const remove = useDeleteInWfm();
  const fetchData = useFetchFromWfm();
  const [problem, setProblem] = useState<string | null>(null);
  const handlers = {
    onSuccess: (message: string) => {
      setProblem(null);
      notifySuccess(message);
    },
    onError: (err: unknown) => {
      setProblem(errorMessage(err));
      notifyError(errorMessage(err));
    },
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Products in the job-management service (WorkflowMax) follow the catalogues here.
      </Text>
      <Group>
        <Button
          color="red.9"
          loading={remove.isPending}
          onClick={() => {
            if (!provider) {
              setProblem(PRODUCT_DATA_MESSAGES.selectProvider);
              notifyError(PRODUCT_DATA_MESSAGES.selectProvider);
              return;
            }
            remove.mutate(provider, handlers);
          }}
        >
          Delete supplier products in WorkflowMax
        </Button>
        <Button
          variant="default"
          loading={fetchData.isPending}
          onClick={() => fetchData.mutate(undefined, handlers)}
        >
          Fetch data from WorkflowMax
        </Button>
      </Group>
      {problem && (
        <Alert color="orange" role="alert">
          {problem}
        </Alert>
      )}
      <WfmWorkList />
    </Stack>
  );
}
