import { ACCEPTANCE_MESSAGES, type AcceptanceRecord } from '@portal/domain/acceptance';
import { type CompanyAnswer, companyFieldsOf } from '@portal/domain/clients';
import { FILE_MESSAGES } from '@portal/domain/files';
import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteAcceptances, quotes, storedFiles } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { completedQuoteFor, emailedLinkToken, versionOf } from '../../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startWfmPeer } from '../../../test/wfm-peer.ts';
import { startXeroPeer } from '../../../test/xero-peer.ts';
import { pdfOf } from '../../files/test-files.ts';
import { fileForm } from '../../files/test-upload.ts';

const BROWSER = 'Mozilla/5.0 (acceptance test) Chrome/130';
const PO_FILE = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);

describe.each(testDatabases())(
  'accepting with a purchase order, and the acceptance record, on $name',
  (kind) => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let wfm: Awaited<ReturnType<typeof startWfmPeer>>;
    let xero: Awaited<ReturnType<typeof startXeroPeer>>;
    let admin: string;
    let customer: { token: string; user: { id: number; email: string } };
    let other: string;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      wfm = await startWfmPeer();
      xero = await startXeroPeer();
      t = await startTestApp(kind, {
        smtpUrl: smtp.url,
        workflowMax: wfm.settings,
        xero: xero.settings,
        authRateLimitPerMinute: 1_000_000,
        authRateLimitPerHour: 1_000_000,
      });
      admin = (await t.signIn('admin@example.com')).token;
      customer = await t.signIn('customer@example.com');
      other = (await t.signIn('customer2@example.com')).token;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      await wfm?.close();
      await xero?.close();
    });

    const company = async () =>
      (
        await t.call<CompanyAnswer>('GET', `/api/companies/getcompanybyuser/${customer.user.id}`, {
          token: admin,
        })
      ).body.data;
    const markPoRequired = async (token: string, required: boolean) =>
      t.call('POST', `/api/companies/edit/${(await company()).id}`, {
        token,
        body: { ...companyFieldsOf(await company()), po_required: required },
      });

    /** Staff make and complete a quote for the demo customer: it awaits the customer's answer. */
    const completedQuote = (label: string) => completedQuoteFor(t, admin, customer.user.id, label);

    /** Emails the quote and reads the accept link's token out of the mail the customer gets. */
    const mailedToken = (id: number) => emailedLinkToken(t, smtp, admin, id, customer.user.email);

    const acceptByLink = (token: string, fields: Record<string, string>, file?: Buffer) => {
      const form = file
        ? fileForm('po_file', 'order 5521.pdf', file, { token, ...fields })
        : {
            payload: Buffer.from(JSON.stringify({ token, ...fields })),
            headers: { 'content-type': 'application/json' },
          };
      return t.call<{ message: string }>('POST', '/api/quotes/accept', {
        body: form.payload,
        headers: { ...form.headers, 'user-agent': BROWSER },
      });
    };
    const row = async (id: number) => (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0];
    const acceptances = (id: number) =>
      t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    const poFiles = async () =>
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.kind, 'purchase_order'))).length;

    it('lets staff mark a company PO required, and never its customer', async () => {
      expect((await markPoRequired(customer.token, true)).statusCode).toBe(200);
      expect((await company()).po_required).toBe(false);
      expect((await markPoRequired(admin, true)).statusCode).toBe(200);
      expect((await company()).po_required).toBe(true);
    });

    it('refuses a link acceptance without a PO number in words, and changes nothing', async () => {
      const id = await completedQuote('PO needed');
      const token = await mailedToken(id);
      const status = await t.call<{ po_required: boolean }>('POST', '/api/quotes/fetchstatus', {
        body: { token },
      });
      expect(status.body.data.po_required).toBe(true);
      const before = await row(id);
      const files = await poFiles();

      const refused = await acceptByLink(token, { name: 'Casey Client' }, PO_FILE);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toBe(ACCEPTANCE_MESSAGES.poRequired);
      const wrongFile = await acceptByLink(
        token,
        { name: 'Casey Client', po_number: 'PO-1' },
        Buffer.from('just text'),
      );
      expect(wrongFile.statusCode).toBe(400);
      expect(wrongFile.body.data).toBe(FILE_MESSAGES.purchaseOrderTypes);

      const after = await row(id);
      expect(after).toMatchObject({
        status: before?.status,
        orderStatus: before?.orderStatus,
        version: before?.version,
        wfmOrderNo: before?.wfmOrderNo,
      });
      expect(await acceptances(id)).toHaveLength(0);
      expect(await poFiles()).toBe(files);
      // The link is still open: the customer can give the PO and accept.
      expect((await acceptByLink(token, { name: 'Casey Client', po_number: 'PO-1' })).statusCode).toBe(200);
    });

    it('records the PO as the Client Order Number, the job and the invoice, and one complete record', async () => {
      const id = await completedQuote('PO accepted');
      const token = await mailedToken(id);
      const accepted = await acceptByLink(token, { name: 'Casey Client', po_number: 'PO 5521/A' }, PO_FILE);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body.data.message).toBe(QUOTE_LINK_MESSAGES.accepted);
      // A second try with the same link is refused and writes no second record.
      const again = await acceptByLink(token, { name: 'Someone Else', po_number: 'PO 9' });
      expect(again.statusCode).toBe(400);

      const stored = await row(id);
      expect(stored?.wfmOrderNo).toBe('PO 5521/A');
      const records = await acceptances(id);
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record).toMatchObject({
        quoteId: id,
        revision: 1,
        poNumber: 'PO 5521/A',
        name: 'Casey Client',
        userAgent: BROWSER,
        via: 'link',
        userId: null,
      });
      expect(record?.documentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(record?.ip).toBeTruthy();
      expect(record?.linkId).toBeGreaterThan(0);
      expect(record?.termsVersion).toBeGreaterThanOrEqual(0);
      expect(Math.abs((record?.acceptedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      const [file] = await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, record?.poFileId ?? 0));
      expect(file).toMatchObject({ kind: 'purchase_order', ownerId: customer.user.id, sniffedType: 'pdf' });

      // The invoice the acceptance queued reaches Xero with the PO as its Reference.
      await t.app.ctx.outbox.drain();
      const invoice = xero.invoices.find((i) => i.InvoiceNumber.startsWith(`Q${id}-R`));
      expect(invoice?.Reference).toBe('PO 5521/A');
      // Staff send the order to WorkflowMax: the job carries it as the client order number.
      const sent = await t.call('POST', `/api/quotes/sendworkflowmax/${id}`, {
        token: admin,
        body: { wfm_category: 'Embroidery' },
      });
      expect(sent.statusCode).toBe(200);
      await t.app.ctx.outbox.drain();
      const job = wfm.jobs.find((j) => j.Name.startsWith(`Q${id} `));
      expect(job?.ClientNumber).toBe('PO 5521/A');

      // The record as its customer and staff read it; another customer finds nothing.
      const read = await t.call<AcceptanceRecord>('GET', `/api/quotes/acceptance/${id}`, {
        token: customer.token,
      });
      expect(read.body.data).toMatchObject({
        number: `Q${id}`,
        po_number: 'PO 5521/A',
        name: 'Casey Client',
        via: 'link',
        user_agent: BROWSER,
        po_file: { file_name: expect.stringMatching(/\.pdf$/) },
      });
      expect((await t.call('GET', `/api/quotes/acceptance/${id}`, { token: admin })).statusCode).toBe(200);
      expect((await t.call('GET', `/api/quotes/acceptance/${id}`, { token: other })).statusCode).toBe(404);
    });

    it('gives the certificate to the customer, staff and the link that accepted; 404 to anyone else', async () => {
      const id = await completedQuote('Certified');
      const token = await mailedToken(id);
      expect((await acceptByLink(token, { name: 'Dana Buyer', po_number: 'PO-778' })).statusCode).toBe(200);

      const download = (as: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/quotes/acceptancecertificate/${id}`,
          headers: { authorization: `Bearer ${as}` },
        });
      const mine = await download(customer.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toBe(`attachment; filename="Q${id}-R1-acceptance.pdf"`);
      const text = await pdfText(mine.rawPayload);
      expect(text).toContain('Acceptance record');
      expect(text).toContain('Dana Buyer');
      expect(text).toContain('PO-778');
      expect(text).toContain(`Q${id}`);
      expect(text).toContain('Certified');
      const [record] = await acceptances(id);
      expect(text).toContain(record?.documentHash ?? 'no hash');

      expect((await download(admin)).statusCode).toBe(200);
      expect((await download(other)).statusCode).toBe(404);

      const byLink = await t.app.inject({
        method: 'POST',
        url: '/api/quotes/linkcertificate',
        payload: { token },
      });
      expect(byLink.statusCode).toBe(200);
      expect(await pdfText(byLink.rawPayload)).toContain('PO-778');
      // A quote never accepted has no certificate, and a link that did not accept gives none.
      const open = await completedQuote('Not yet');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/quotes/acceptancecertificate/${open}`,
            headers: { authorization: `Bearer ${customer.token}` },
          })
        ).statusCode,
      ).toBe(404);
      const openToken = await mailedToken(open);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/quotes/linkcertificate',
            payload: { token: openToken },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('takes the PO with the Accept in the portal, refusing it missing, and records the account', async () => {
      const id = await completedQuote('Portal accept');
      const accept = async (fields: Record<string, string>, file?: Buffer) => {
        const version = String(await versionOf(t.database.db, id));
        const form = file
          ? fileForm('po_file', 'po.pdf', file, { version, ...fields })
          : {
              payload: Buffer.from(JSON.stringify({ version: Number(version), ...fields })),
              headers: { 'content-type': 'application/json' },
            };
        return t.call<{ order_status: string }>('POST', `/api/quotes/acceptquote/${id}`, {
          token: customer.token,
          body: form.payload,
          headers: { ...form.headers, 'user-agent': BROWSER },
        });
      };
      const refused = await accept({ name: 'Casey Client' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toBe(ACCEPTANCE_MESSAGES.poRequired);
      // The editor's plain Accept (a status call) is held to the same rule.
      const plain = await t.call('POST', `/api/quotes/edit/${id}`, {
        token: customer.token,
        body: { action: 'request_order', version: await versionOf(t.database.db, id) },
      });
      expect(plain.statusCode).toBe(400);
      expect((await row(id))?.orderStatus).toBe('');
      expect(await acceptances(id)).toHaveLength(0);

      const done = await accept({ name: 'Casey Client', po_number: 'PORTAL-9' }, PO_FILE);
      expect(done.statusCode).toBe(200);
      expect(done.body.data.order_status).toBe('Requested Order');
      expect((await row(id))?.wfmOrderNo).toBe('PORTAL-9');
      const [record, ...more] = await acceptances(id);
      expect(more).toHaveLength(0);
      expect(record).toMatchObject({
        via: 'portal',
        userId: customer.user.id,
        linkId: null,
        name: 'Casey Client',
        poNumber: 'PORTAL-9',
        userAgent: BROWSER,
      });
      expect(record?.poFileId).toBeGreaterThan(0);
      // Another customer cannot accept it.
      expect(
        (
          await t.call('POST', `/api/quotes/acceptquote/${id}`, {
            token: other,
            body: { name: 'X', po_number: 'Y' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('accepts without a PO when the company does not require one', async () => {
      expect((await markPoRequired(admin, false)).statusCode).toBe(200);
      const id = await completedQuote('No PO needed');
      const token = await mailedToken(id);
      expect((await acceptByLink(token, { name: 'Casey Client' })).statusCode).toBe(200);
      const [record] = await acceptances(id);
      expect(record).toMatchObject({ poNumber: '', poFileId: null, name: 'Casey Client' });
      expect((await row(id))?.wfmOrderNo).toBe('');
    });
  },
);
