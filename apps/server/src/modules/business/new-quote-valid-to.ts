import { defaultValidTo } from '@portal/domain/dates';
import type { Db, Tx } from '../../db/client.ts';
import { readBusinessSettings } from './read-business-settings.ts';

/** A new quote's valid-to date: today in the business's time zone plus its quote validity days. */
export async function newQuoteValidTo(db: Db | Tx, now: Date = new Date()): Promise<string> {
  const { quote_validity_days, time_zone } = await readBusinessSettings(db);
  return defaultValidTo(now, quote_validity_days, time_zone);
}
