import { textAnswer } from '@portal/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { wfmWorkKey } from './wfmWork.ts';

/**
 * POST /uploadProducts/deletexero: queues deleting a supplier's products in WorkflowMax and
 * answers 'The products deleting from workflowmax started' (or that it waits for WorkflowMax).
 */
export const deleteInWfm = (supplier: string) =>
  call(textAnswer, 'POST', '/uploadProducts/deletexero', { body: { supplier } });

/**
 * POST /uploadproducts/fetchwfm: queues reading WorkflowMax's product data and answers 'The data
 * downloaded from WorkflowMax' (or that it waits for WorkflowMax).
 */
export const fetchFromWfm = () => call(textAnswer, 'POST', '/uploadproducts/fetchwfm', { body: {} });

/**
 * Either button's work joins the list at once, and the list follows it from there. The list's
 * first load may still be under way when the work is queued: invalidating alone would join that
 * load, which was asked before the work existed, so it is cancelled first and asked afresh.
 */
const useQueueing = <T>(mutationFn: (input: T) => Promise<string>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: wfmWorkKey });
      await client.invalidateQueries({ queryKey: wfmWorkKey });
    },
  });
};

export const useDeleteInWfm = () => useQueueing(deleteInWfm);
export const useFetchFromWfm = () => useQueueing(fetchFromWfm);
