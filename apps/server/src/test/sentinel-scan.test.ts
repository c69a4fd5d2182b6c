import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../modules/companies/test-helpers.ts';
import { type Account, AUTHORIZATION_CALLS, type Target } from './authorization-calls.ts';
import { CUSTOMER_OUTPUTS, type OutputContext } from './customer-outputs.ts';
import { testDatabases } from './databases.ts';
import { freshFile } from './fresh-files.ts';
import { freshMemo } from './fresh-memo.ts';
import { contactIdsOf, goldenContent } from './quote-fixtures.ts';
import { apiRouteCollector, type RouteKey } from './route-table.ts';
import { hitsIn, MARKER_FIGURES, type Marker, markedContent, markers } from './sentinel-quote.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startTestApp, type TestApp } from './test-app.ts';

type StaffQuote = {
  quote: { id: number; version: number; cost: number; margin_value: number; margin_percent: number };
  priced: { summary: Record<string, number | undefined> };
};

/** The text a customer reads in an answer: PDFs are read for their words as well as their bytes. */
const answerText = (contentType: string | undefined, raw: Buffer): string =>
  contentType?.startsWith('application/pdf')
    ? `${pdfText(raw)}\n${raw.toString('latin1')}`
    : raw.toString('utf8');

describe.each(testDatabases())('sentinel scan on $name', (kind) => {
  const collector = apiRouteCollector();
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let staffToken: string;
  let customer: Account;
  let list: Marker[];

  /** Staff make a quote for the customer with a marker in every staff-only field. */
  async function markedQuote(action: 'complete_quote' | 'request_order'): Promise<StaffQuote> {
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.userId}`, {
      token: staffToken,
      body: { content: markedContent(), contact_user: String(customer.contactId), label: 'Staff tees' },
    });
    if (made.statusCode !== 200) throw new Error(`add: ${JSON.stringify(made.body)}`);
    const id = made.body.data.id;
    const read = () => t.call<StaffQuote>('GET', `/api/quotes/edit/${id}`, { token: staffToken });
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: staffToken,
      body: {
        action,
        version: (await read()).body.data.quote.version,
        approved_price: MARKER_FIGURES.approved_price,
        discount: MARKER_FIGURES.discount_column,
      },
    });
    if (saved.statusCode !== 200) throw new Error(`${action}: ${JSON.stringify(saved.body)}`);
    return (await read()).body.data;
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(
      kind,
      { smtpUrl: smtp.url, authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
      { onRoute: collector.onRoute },
    );
    staffToken = (await t.signIn('admin@example.com')).token;
    const session = await t.signIn('customer@example.com');
    const [contactId] = (await contactIdsOf(t.database.db, session.user.id)) as [number];
    const company = await t.call<{ id: number; company: string }>(
      'GET',
      `/api/companies/getcompanybyuser/${session.user.id}`,
      { token: staffToken },
    );
    customer = {
      userId: session.user.id,
      email: 'customer@example.com',
      company: company.body.data.company,
      companyId: company.body.data.id,
      contactId,
      quoteId: 0,
      orderId: 0,
    };
    const quote = await markedQuote('complete_quote');
    const order = await markedQuote('request_order');
    customer.quoteId = quote.quote.id;
    customer.orderId = order.quote.id;
    // Figures computed from the markers are staff's too: the quote's cost and margin.
    const derived: Record<string, number> = {};
    for (const [name, staff] of [
      ['quote', quote],
      ['order', order],
    ] as const) {
      derived[`${name}_cost`] = staff.quote.cost;
      derived[`${name}_margin_value`] = staff.quote.margin_value;
      derived[`${name}_margin_percent`] = staff.quote.margin_percent;
      // The Order Summary's staff figures: cost and gross profit in cents, the margin in percent.
      const { cost, grossProfit, marginPercent } = staff.priced.summary;
      if (cost !== undefined) derived[`${name}_summary_cost`] = cost / 100;
      if (grossProfit !== undefined) derived[`${name}_summary_gross_profit`] = grossProfit / 100;
      if (marginPercent !== undefined) derived[`${name}_summary_margin_percent`] = marginPercent;
    }
    list = markers(derived);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('finds every marker in the staff view, so the scan can see what it looks for', async () => {
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/edit/${customer.quoteId}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const found = new Set(hitsIn(staffView.body, list).map((hit) => hit.split(' ')[0]));
    const unseen = list.map((m) => m.name).filter((name) => !name.startsWith('order_') && !found.has(name));
    expect(unseen).toEqual([]);
  });

  it('finds no marker in any answer, PDF or mail the customer can get', async () => {
    let token = (await t.signIn(customer.email)).token;
    const target: Target = {
      owner: customer,
      fresh: {
        quote: async () =>
          (
            await t.call<{ id: number }>('POST', '/api/quotes/add', {
              token,
              // The customer's own new quote: the markers are staff's, so none are sent here.
              body: { content: goldenContent(), contact_user: String(customer.contactId) },
            })
          ).body.data.id,
        contact: async () => customer.contactId,
        company: async () => customer.companyId,
        email: () => `sentinel-${Date.now()}@example.com`,
        // Production designs carry marker setup costs and notes (fresh-files.ts).
        file: (fileKind) => freshFile(t, staffToken, customer, fileKind),
        memo: (memoKind) => freshMemo(t, token, customer.quoteId, memoKind),
      },
      staffGet: async (url) => (await t.call<never>('GET', url, { token: staffToken })).body.data,
    };
    const hits: string[] = [];
    let outputs = 0;
    let answered = 0;
    let swept = 0;
    // Every GET and POST route, called as the customer on its own marked quote and order.
    const routes = collector.routes().filter((key): key is RouteKey => !key.startsWith('HEAD '));
    for (const route of routes) {
      const call = AUTHORIZATION_CALLS[route];
      if (!call) throw new Error(`no call for ${route}: add it to authorization-calls.ts`);
      // Deleting the customer's contact or the marked quote would only shrink what is scanned.
      if (route === 'POST /api/companies/deletecontact/:id' || route === 'POST /api/quotes/delete/:id')
        continue;
      const request = await call(target);
      const [method] = route.split(' ') as ['GET' | 'POST'];
      const res = await t.app.inject({
        method,
        url: request.url,
        headers: { authorization: `Bearer ${token}`, ...request.headers },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      outputs += 1;
      swept += 1;
      if (res.statusCode < 300) answered += 1;
      for (const hit of hitsIn(answerText(res.headers['content-type'] as string, res.rawPayload), list))
        hits.push(`${route} (${res.statusCode}): ${hit}`);
      // A write may have ended the session (logout): sign in again for the next route.
      if (method === 'POST') token = (await t.signIn(customer.email)).token;
    }
    // Outputs that take more than one call or need decoding: PDFs, mails, copies.
    const ctx: OutputContext = {
      app: t,
      token,
      email: customer.email,
      contactId: customer.contactId,
      quoteId: customer.quoteId,
      orderId: customer.orderId,
      staffToken,
      mails: smtp.mails,
    };
    for (const output of CUSTOMER_OUTPUTS) {
      for (const text of await output.read(ctx)) {
        outputs += 1;
        for (const hit of hitsIn(text, list)) hits.push(`${output.name}: ${hit}`);
      }
    }
    console.log(
      `sentinel scan on ${kind.name}: ${list.length} markers, ${outputs} customer outputs scanned ` +
        `(${swept} routes called, ${answered} answered 2xx; ${CUSTOMER_OUTPUTS.length} extra outputs), ${hits.length} hits`,
    );
    expect(hits).toEqual([]);
  }, 600_000);
});
