import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { type TaskLists, taskListsOf } from '../table/task-lists.ts';
import { templatesQuery } from './getTemplates.ts';
import { editorKeys } from './keys.ts';
import { refreshTemplates } from './refreshTemplates.ts';

/**
 * The Tasks section's templates and tasks for staff who may edit (customers never ask): the
 * lists to pick from, or the reason they are typed, with 'Try again' reading WorkflowMax afresh.
 */
export function useTaskLists(enabled: boolean): TaskLists | undefined {
  const client = useQueryClient();
  const lists = useQuery({ ...templatesQuery(), enabled });
  const refresh = useMutation({
    mutationFn: refreshTemplates,
    onSuccess: (answer) => client.setQueryData(editorKeys.templates(), answer),
  });
  const { mutate } = refresh;
  const onRefresh = useCallback(() => mutate(), [mutate]);
  const failure = refresh.isError ? refresh.error : lists.isError ? lists.error : null;
  return useMemo(
    () => (enabled ? taskListsOf(lists.data, failure ? errorMessage(failure) : null, onRefresh) : undefined),
    [enabled, lists.data, failure, onRefresh],
  );
}
