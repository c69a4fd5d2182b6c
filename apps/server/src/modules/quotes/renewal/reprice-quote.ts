import { formatDisplayDate } from '@portal/domain/dates';
import { formatMoney } from '@portal/domain/money';
import {
  type MovedPrice,
  RENEWAL_MESSAGES,
  type RenewalBody,
  type RepriceAnswer,
} from '@portal/domain/renewal';
import type { AppContext } from '../../../app-context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { newQuoteValidTo } from '../../business/index.ts';
import { pricedToday } from './priced-today.ts';
import { staffQuoteWrite } from './staff-quote-write.ts';

const movedWords = (move: MovedPrice) =>
  `${move.name}: ${formatMoney(move.before)} to ${formatMoney(move.after)} (${move.reason_label})`;

/**
 * POST /quotes/reprice/{id} (staff): the quote priced again at today's catalogue prices and price
 * tables, and valid again from today (its prices are today's). Answers each unit price that moved
 * and why (supplier price, price table, quantity break); the history keeps the same list, and the
 * revision comparison shows the customer the moved amounts when it is sent.
 */
export async function repriceQuote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: { version?: number | undefined } & Omit<RenewalBody, 'version'>,
): Promise<RepriceAnswer> {
  let moved: MovedPrice[] = [];
  let notes: string[] = [];
  let totalAfter: number | null = null;
  const { row, written } = await staffQuoteWrite(ctx, user, id, 'reprice', body, async (tx, head) => {
    const today = await pricedToday(tx, head);
    const { pricing } = today;
    moved = today.moved;
    notes = today.missing;
    totalAfter = pricing.priceCents;
    const validTo = await newQuoteValidTo(tx);
    return {
      columns: { ...pricing, validTo },
      history: (revision) =>
        [
          `R${revision}, valid to ${formatDisplayDate(validTo)}`,
          ...(moved.length ? moved.map(movedWords) : ['no price moved']),
        ].join('; '),
    };
  });
  return {
    message: RENEWAL_MESSAGES.repriced(moved.length),
    version: written.version,
    revision: written.revision,
    valid_to: written.validTo,
    total_before: row.priceCents,
    total_after: totalAfter ?? row.priceCents,
    moved,
    notes,
  };
}
