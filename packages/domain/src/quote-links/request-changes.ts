import { z } from 'zod';

/** The longest request for changes. */
export const MAX_CHANGE_REQUEST = 5000;

export const CHANGE_REQUEST_MESSAGES = {
  wordsRequired: 'Please tell us what you would like changed.',
  tooLong: 'Please keep your request under 5000 characters.',
  sent: 'Thank you. Your request has been sent and the quote stays open while we look at it.',
  staffCannot: 'Changes are requested by the customer; staff change the quote itself.',
  notAwaiting:
    'Changes can be requested on a quote we have completed for you. Otherwise, change the quote yourself or write in the conversation log.',
} as const;

/** What the customer would like changed, in their words. */
export const changeRequestWords = z
  .string({ error: CHANGE_REQUEST_MESSAGES.wordsRequired })
  .trim()
  .min(1, { message: CHANGE_REQUEST_MESSAGES.wordsRequired })
  .max(MAX_CHANGE_REQUEST, { message: CHANGE_REQUEST_MESSAGES.tooLong });

/** POST /quotes/requestchanges/{quoteId} (ours, the quote's customer): what they would like changed. */
export const requestChangesBody = z.object({ changes: changeRequestWords });
export type RequestChangesBody = z.input<typeof requestChangesBody>;

/** The answer of both request-changes calls: the words to show; the quote's status is unchanged. */
export const changeRequestAnswer = z.object({ message: z.string() });
export type ChangeRequestAnswer = z.infer<typeof changeRequestAnswer>;
