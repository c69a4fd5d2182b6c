import { clientRemindersAnswer, type ReminderRuleOverrides } from '@portal/domain/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

const key = (clientId: number) => ['reminders', 'client', clientId] as const;

/** GET /reminders/clients/{id} (staff): the business's rules and what this client changes. */
const clientRemindersQuery = (clientId: number) =>
  queryOptions({
    queryKey: key(clientId),
    queryFn: async ({ signal }) =>
      await call(clientRemindersAnswer, 'GET', `/reminders/clients/${clientId}`, { signal }),
    staleTime: 0,
  });

export const useClientReminders = (clientId: number) => useQuery(clientRemindersQuery(clientId));

/** POST /reminders/clients/{id} (staff): replaces the client's changes; the answer is the new state. */
export const useSaveClientReminders = (clientId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (overrides: ReminderRuleOverrides) =>
      await call(clientRemindersAnswer, 'POST', `/reminders/clients/${clientId}`, { body: { overrides } }),
    // Every quote of the client inherits the change: their panels read again.
    onSuccess: async (answer) => {
      client.setQueryData(key(clientId), answer);
      await client.invalidateQueries({ queryKey: ['reminders', 'quote'] });
    },
  });
};
