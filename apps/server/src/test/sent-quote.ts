import { eq } from 'drizzle-orm';
import { quotes, sentRevisions } from '../db/schema/index.ts';
import { completedQuoteFor, versionOf } from './quote-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * A quote staff e-mailed to a customer, for tests with the test clock. The send is stamped by
 * the database's clock; it is moved to `sentAt` so the test clock's days mean the same on any
 * day the test runs, and the valid-to date set.
 */
export async function sentQuoteAt(
  t: TestApp,
  staffToken: string,
  customer: { id: number; email: string },
  label: string,
  sentAt: string,
  validTo = '2026-12-31',
): Promise<number> {
  const id = await completedQuoteFor(t, staffToken, customer.id, label);
  const sent = await t.call('POST', `/api/quotes/sendemail/${id}`, {
    token: staffToken,
    body: {
      to: [customer.email],
      subject: label,
      text: 'Here it is.',
      version: await versionOf(t.database.db, id),
    },
  });
  if (sent.statusCode !== 200) throw new Error(`sendemail: ${JSON.stringify(sent.body)}`);
  await t.database.db
    .update(sentRevisions)
    .set({ sentAt: new Date(sentAt) })
    .where(eq(sentRevisions.quoteId, id));
  await t.database.db.update(quotes).set({ validTo }).where(eq(quotes.id, id));
  return id;
}
