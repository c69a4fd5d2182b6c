import { formatDisplayDate, formatDisplayDateTime } from '@portal/domain/dates';
import { formatMoney } from '@portal/domain/money';
import {
  proofsWaitingState,
  type TodayAnswer,
  type TodayAnswerItem,
  type TodayQuote,
} from '@portal/domain/today';

/** A quote as staff name it in lists (accounts spec 2.6: Q{id}), with its label and company. */
export const quoteTitle = (quote: TodayQuote): string =>
  [`Q${quote.id}`, quote.label, quote.company].filter(Boolean).join(' · ');

const ANSWER_WORDS: Record<TodayAnswerItem['kind'], string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  note: 'Note',
};

/** What a customer's answer was, by whom and when. */
export const answerLine = (item: TodayAnswerItem, timeZone: string): string => {
  const what = item.detail
    ? `${ANSWER_WORDS[item.kind]}${item.kind === 'note' ? ` (${item.detail})` : `: ${item.detail}`}`
    : ANSWER_WORDS[item.kind];
  const by = item.by ? ` by ${item.by}` : '';
  return `${what}${by}, ${formatDisplayDateTime(item.at, timeZone)}`;
};

type Lines = {
  [G in Exclude<keyof TodayAnswer, 'today' | 'time_zone' | 'failed_messages'>]: (
    item: TodayAnswer[G]['items'][number],
    timeZone: string,
  ) => string;
};

/** The second line under each quote, in the words of its group. */
export const QUOTE_LINES: Lines = {
  requested: (item, zone) => `${item.status}, since ${formatDisplayDateTime(item.at, zone)}`,
  changes: (item, zone) => `Changes asked for ${formatDisplayDateTime(item.at, zone)}`,
  questions: (item, zone) =>
    `${item.open_questions === 1 ? '1 question' : `${item.open_questions} questions`} waiting since ${formatDisplayDateTime(item.at, zone)}`,
  answers: answerLine,
  opened: (item, zone) => `Opened ${item.views} times, last ${formatDisplayDateTime(item.at, zone)}`,
  expiring: (item, zone) =>
    `Valid until ${formatDisplayDate(item.valid_to)} (expires ${formatDisplayDateTime(item.expires_at, zone)})`,
  price_moves: (item) =>
    `${formatMoney(item.total_before)} would be ${formatMoney(item.total_after)} (${item.change_percent > 0 ? '+' : ''}${item.change_percent}%), valid until ${formatDisplayDate(item.valid_to)}`,
  orders_not_sent: (item, zone) => `${item.order_status}, since ${formatDisplayDateTime(item.at, zone)}`,
  proofs: (item, zone) => `${proofsWaitingState(item)}, since ${formatDisplayDateTime(item.at, zone)}`,
};
