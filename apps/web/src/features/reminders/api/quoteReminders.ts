import {
  type QuoteRemindersAnswer,
  quoteRemindersAnswer,
  type ReminderRuleOverrides,
} from '@portal/domain/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

const key = (quoteId: number) => ['reminders', 'quote', quoteId] as const;

/** GET /reminders/quotes/{id} (staff): the quote's rules, snooze and reminders. */
export const quoteRemindersQuery = (quoteId: number) =>
  queryOptions({
    queryKey: key(quoteId),
    queryFn: async ({ signal }) =>
      await call(quoteRemindersAnswer, 'GET', `/reminders/quotes/${quoteId}`, { signal }),
    staleTime: 0,
  });

export const useQuoteReminders = (quoteId: number) => useQuery(quoteRemindersQuery(quoteId));

/** POST /reminders/quotes/{id} and …/snooze (staff); the answer is the panel's new state. */
export const useChangeQuoteReminders = (quoteId: number) => {
  const client = useQueryClient();
  const settle = (answer: QuoteRemindersAnswer) => client.setQueryData(key(quoteId), answer);
  return {
    rules: useMutation({
      mutationFn: async (overrides: ReminderRuleOverrides) =>
        await call(quoteRemindersAnswer, 'POST', `/reminders/quotes/${quoteId}`, { body: { overrides } }),
      onSuccess: settle,
    }),
    snooze: useMutation({
      mutationFn: async (until: string | null) =>
        await call(quoteRemindersAnswer, 'POST', `/reminders/quotes/${quoteId}/snooze`, { body: { until } }),
      onSuccess: settle,
    }),
  };
};
