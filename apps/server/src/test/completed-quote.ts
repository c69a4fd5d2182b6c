import { contactIdsOf, goldenContent, versionOf } from './quote-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * Staff make the golden quote (lines p1, a tee, and d1, its print) for a customer and complete
 * it: it awaits the customer's answer, valid long enough for a link.
 */
export async function completedQuoteFor(
  t: TestApp,
  staffToken: string,
  customerId: number,
  label: string,
): Promise<number> {
  const [contact] = await contactIdsOf(t.database.db, customerId);
  const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customerId}`, {
    token: staffToken,
    body: { content: goldenContent(), label, contact_user: String(contact), valid_to: '2099-12-31' },
  });
  const id = made.body.data.id;
  const done = await t.call('POST', `/api/quotes/edit/${id}`, {
    token: staffToken,
    body: { action: 'complete_quote', version: await versionOf(t.database.db, id) },
  });
  if (done.statusCode !== 200) throw new Error(`complete_quote: ${JSON.stringify(done.body)}`);
  return id;
}
