import { simpleParser } from 'mailparser';
import { pdfText } from '../modules/companies/test-helpers.ts';
import { pdftotext } from './pdftotext.ts';
import type { ReceivedMail } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/** What an output reader gets: the app, the customer's session and its marked quote and order. */
export type OutputContext = {
  app: TestApp;
  token: string;
  email: string;
  contactId: number;
  quoteId: number;
  orderId: number;
  /** Staff's session: what staff download or send goes to the customer too (the quote PDF). */
  staffToken: string;
  /** Mails the real SMTP sink received so far. */
  mails: ReceivedMail[];
};

/** One thing a customer can receive, as the text the sentinel scan reads. */
export type CustomerOutput = { name: string; read: (ctx: OutputContext) => Promise<string[]> };

const get = async (ctx: OutputContext, url: string) =>
  (await ctx.app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.token}` } })).body;

/** A PDF's words as poppler reads them, and its raw bytes for anything written outside text. */
const pdfAs = async (ctx: OutputContext, token: string, url: string): Promise<string[]> => {
  const res = await ctx.app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return [await pdftotext(res.rawPayload), res.rawPayload.toString('latin1')];
};

async function mailsTo(ctx: OutputContext, min: number): Promise<ReceivedMail[]> {
  for (let i = 0; i < 100; i += 1) {
    const mine = ctx.mails.filter((m) => m.to.includes(ctx.email));
    if (mine.length >= min) return mine;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail reached ${ctx.email}`);
}

/**
 * Outputs a customer can receive that take more than one call or need decoding: the route
 * sweep of sentinel-scan.test.ts reads every route's plain answer besides these. Add each new
 * PDF and mail here as it lands (a quote PDF, the quote-sent mail, accept and reject pages).
 */
export const CUSTOMER_OUTPUTS: CustomerOutput[] = [
  {
    name: 'the quote PDF of the marked quote and order, as the customer and as staff download it',
    read: async (ctx) => [
      ...(await pdfAs(ctx, ctx.token, `/api/quotes/quotepdf1/${ctx.quoteId}`)),
      ...(await pdfAs(ctx, ctx.token, `/api/quotes/quotepdf1/${ctx.orderId}`)),
      ...(await pdfAs(ctx, ctx.staffToken, `/api/quotes/quotepdf1/${ctx.quoteId}`)),
      ...(await pdfAs(ctx, ctx.staffToken, `/api/quotes/quotepdf1/${ctx.orderId}`)),
    ],
  },
  {
    name: 'the marked quote and order as the customer opens them',
    read: async (ctx) => [
      await get(ctx, `/api/quotes/edit/${ctx.quoteId}`),
      await get(ctx, `/api/quotes/edit/${ctx.orderId}`),
    ],
  },
  {
    name: "the customer's own save of the marked quote, and the quote after it",
    read: async (ctx) => {
      const saved = await ctx.app.app.inject({
        method: 'POST',
        url: `/api/quotes/edit/${ctx.quoteId}`,
        headers: { authorization: `Bearer ${ctx.token}` },
        payload: { client_label: 'Our tees' },
      });
      return [saved.body, await get(ctx, `/api/quotes/edit/${ctx.quoteId}`)];
    },
  },
  {
    name: 'the repeat copy of the marked order, opened',
    read: async (ctx) => {
      const copy = await ctx.app.app.inject({
        method: 'POST',
        url: `/api/quotes/repeat/${ctx.orderId}`,
        headers: { authorization: `Bearer ${ctx.token}` },
      });
      const id = (copy.json() as { data: { id: number } }).data.id;
      return [
        copy.body,
        await get(ctx, `/api/quotes/edit/${id}`),
        await get(ctx, `/api/quotes/getlog/${id}`),
      ];
    },
  },
  {
    name: 'the address label PDF, as its text',
    read: async (ctx) => {
      const res = await ctx.app.app.inject({
        method: 'GET',
        url: `/api/companies/addressespdf/${ctx.contactId}`,
        headers: { authorization: `Bearer ${ctx.token}` },
      });
      return [pdfText(res.rawPayload), res.rawPayload.toString('latin1')];
    },
  },
  {
    name: 'the quote mail staff send for the marked quote (its text and its PDF), and its link pages',
    read: async (ctx) => {
      const staff = { authorization: `Bearer ${ctx.staffToken}` };
      const draft = await ctx.app.app.inject({
        method: 'GET',
        url: `/api/quotes/emaildraft/${ctx.quoteId}`,
        headers: staff,
      });
      const before = ctx.mails.filter((m) => m.to.includes(ctx.email)).length;
      const { version } = JSON.parse(
        (await ctx.app.app.inject({ method: 'GET', url: `/api/quotes/edit/${ctx.quoteId}`, headers: staff }))
          .body,
      ).data.quote;
      const sent = await ctx.app.app.inject({
        method: 'POST',
        url: `/api/quotes/sendemail/${ctx.quoteId}`,
        headers: staff,
        payload: { to: [ctx.email], subject: 'Your quote', text: JSON.parse(draft.body).data.text, version },
      });
      if (sent.statusCode !== 200) throw new Error(`sendemail: ${sent.body}`);
      const [mail] = (await mailsTo(ctx, before + 1)).slice(before);
      const parsed = await simpleParser(mail?.raw ?? '');
      const pdfs = await Promise.all(parsed.attachments.map((file) => pdftotext(file.content)));
      const token =
        new URL(
          /https?:\/\/\S+\/accept\?token=\S+/.exec(parsed.text ?? '')?.[0] ?? 'http://x/',
        ).searchParams.get('token') ?? '';
      const status = await ctx.app.call('POST', '/api/quotes/fetchstatus', { body: { token } });
      return [draft.body, mail?.raw ?? '', parsed.text ?? '', ...pdfs, JSON.stringify(status.body)];
    },
  },
  {
    name: 'the password reset mail',
    read: async (ctx) => {
      const before = ctx.mails.filter((m) => m.to.includes(ctx.email)).length;
      await ctx.app.call('POST', '/api/users/forgetpassword', { body: { email: ctx.email } });
      return (await mailsTo(ctx, before + 1)).map((m) => m.raw);
    },
  },
];
