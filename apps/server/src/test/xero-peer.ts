import { randomUUID } from 'node:crypto';
import type { XeroInvoiceRequest } from '@portal/domain/handoff';
import type { XeroSettings } from '../xero/xero-settings.ts';
import {
  basicOf,
  type PeerAnswer,
  type PeerRequest,
  type PeerScript,
  startPeerServer,
} from './peer-server.ts';

export type PeerInvoice = XeroInvoiceRequest & { InvoiceID: string; Total: number; AmountPaid: number };

/** An invoice's total as Xero works it out: the lines' amounts, plus 10% GST on lines taxed OUTPUT. */
const totalOf = (invoice: XeroInvoiceRequest): number =>
  Math.round(
    invoice.LineItems.reduce((sum, line) => {
      const amount = (line.Quantity ?? 1) * (line.UnitAmount ?? 0);
      return sum + (line.TaxType === 'EXEMPTOUTPUT' || line.TaxType === 'NONE' ? amount : amount * 1.1);
    }, 0) * 100,
  ) / 100;
const amountDueOf = (invoice: PeerInvoice) => Math.round((invoice.Total - invoice.AmountPaid) * 100) / 100;
/** Xero's status of an invoice: PAID once payments cover its total. */
const statusOf = (invoice: PeerInvoice) => (amountDueOf(invoice) === 0 ? 'PAID' : invoice.Status);

/**
 * Xero on loopback, for the invoicing channel (decisions/098): the identity server's client
 * credentials grant, POST /api.xro/2.0/Invoices and POST /Invoices/{id}/Email, with Xero's
 * Idempotency-Key (a key seen before gets the first answer again, and nothing new is made) and
 * its limits (more than 5 calls at once or 60 in a minute answer 429 with Retry-After), and a
 * ValidationException for an invoice Xero would refuse, a 200 with HasErrors (`refuseInside`), the
 * daily limit (429 with X-Rate-Limit-Problem: day and the hours to its reset), and GET
 * /Invoices/{id} with SentToContact, Total, AmountPaid and AmountDue, and PUT /Payments (a payment
 * covering what is due makes the invoice PAID). `script` makes the next calls answer 429, 500 or never; `expireTokens` ends every access token.
 */
type PeerPayment = {
  Invoice?: { InvoiceID?: string };
  Account?: { Code?: string };
  Date?: string;
  Amount?: number;
};

export async function startXeroPeer(options: { port?: number; perDay?: number } = {}) {
  const clientId = 'xero-client';
  const clientSecret = 'xero-secret';
  const accessTokens = new Set<string>();
  const script: PeerScript[] = [];
  const invoices: PeerInvoice[] = [];
  const emailed: string[] = [];
  const answered = new Map<string, PeerAnswer>();
  const started: number[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  let emailRefused = false;
  let refuseInside = false;
  let tokenRequests = 0;
  const sentToContact = new Set<string>();
  const dayStarted: number[] = [];
  /** When each API call arrived, for a bench's most calls in any minute. */
  const callTimes: number[] = [];
  const perDay = options.perDay ?? 5_000;

  const json = (status: number, body: unknown, headers: Record<string, string> = {}): PeerAnswer => ({
    status,
    type: 'application/json',
    body: JSON.stringify(body),
    headers,
  });

  const token = (request: PeerRequest): PeerAnswer => {
    tokenRequests += 1;
    const basic = basicOf(request.headers);
    if (basic?.id !== clientId || basic.secret !== clientSecret)
      return json(401, { error: 'invalid_client' });
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials')
      return json(400, { error: 'unsupported_grant_type' });
    const access = `xero-${randomUUID()}`;
    accessTokens.add(access);
    return json(200, {
      access_token: access,
      expires_in: 1800,
      token_type: 'Bearer',
      scope: 'accounting.transactions',
    });
  };

  const validation = (message: string) =>
    json(400, {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ValidationErrors: [{ Message: message }] }],
    });

  const create = (request: PeerRequest): PeerAnswer => {
    const sent = (JSON.parse(request.body) as { Invoices?: XeroInvoiceRequest[] }).Invoices?.[0];
    // Xero's answer to a batch it refused in part: 200, the element flagged, its id all zeros.
    if (refuseInside)
      return json(200, {
        Status: 'OK',
        Invoices: [
          {
            InvoiceID: '00000000-0000-0000-0000-000000000000',
            InvoiceNumber: sent?.InvoiceNumber,
            HasErrors: true,
            ValidationErrors: [{ Message: 'Account code 200 is not a valid code for this document.' }],
          },
        ],
      });
    if (sent?.Type !== 'ACCREC') return validation('Invoice Type must be specified');
    if (!sent.Contact?.Name) return validation('A Contact must be specified for this type of transaction');
    if (!sent.LineItems?.length) return validation('At least one line item must be specified');
    const invoice: PeerInvoice = { ...sent, InvoiceID: randomUUID(), Total: totalOf(sent), AmountPaid: 0 };
    invoices.push(invoice);
    return json(200, {
      Status: 'OK',
      Invoices: [
        {
          InvoiceID: invoice.InvoiceID,
          InvoiceNumber: invoice.InvoiceNumber,
          Status: invoice.Status,
          Type: 'ACCREC',
        },
      ],
    });
  };

  /** PUT /Payments: a payment against an invoice; one that covers what is due makes it PAID. */
  const pay = (request: PeerRequest): PeerAnswer => {
    const sent = (JSON.parse(request.body) as { Payments?: PeerPayment[] }).Payments?.[0];
    const found = invoices.find((invoice) => invoice.InvoiceID === sent?.Invoice?.InvoiceID);
    if (!found) return validation('Invoice could not be found');
    if (statusOf(found) !== 'AUTHORISED')
      return validation('Payments can only be made against Authorised invoices');
    const amount = Number(sent?.Amount ?? 0);
    if (!(amount > 0) || amount > amountDueOf(found) + 0.001)
      return validation('The payment amount must be more than 0 and not more than the amount due');
    found.AmountPaid = Math.round((found.AmountPaid + amount) * 100) / 100;
    return json(200, {
      Payments: [
        {
          PaymentID: randomUUID(),
          Amount: amount,
          Invoice: { InvoiceID: found.InvoiceID },
          Status: 'AUTHORISED',
        },
      ],
    });
  };

  const api = async (request: PeerRequest): Promise<PeerAnswer> => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return json(401, { Title: 'Unauthorized', Status: 401 });
    const now = Date.now();
    while (started.length && (started[0] ?? 0) <= now - 60_000) started.shift();
    while (dayStarted.length && (dayStarted[0] ?? 0) <= now - 86_400_000) dayStarted.shift();
    if (dayStarted.length >= perDay)
      return json(429, {}, { 'retry-after': '43200', 'x-rate-limit-problem': 'day' });
    if (inFlight >= 5) return json(429, {}, { 'retry-after': '1', 'x-rate-limit-problem': 'concurrent' });
    if (started.length >= 60) return json(429, {}, { 'retry-after': '60', 'x-rate-limit-problem': 'minute' });
    started.push(now);
    dayStarted.push(now);
    callTimes.push(now);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    try {
      const key = String(request.headers['idempotency-key'] ?? '');
      const seen = key ? answered.get(key) : undefined;
      if (seen) return seen;
      let answer: PeerAnswer;
      const email = /^\/api\.xro\/2\.0\/Invoices\/([^/]+)\/Email$/.exec(request.path);
      const one = /^\/api\.xro\/2\.0\/Invoices\/([^/]+)$/.exec(request.path);
      if (request.method === 'GET' && one) {
        const found = invoices.find((invoice) => invoice.InvoiceID === one[1]);
        return found
          ? json(200, {
              Invoices: [
                {
                  InvoiceID: found.InvoiceID,
                  InvoiceNumber: found.InvoiceNumber,
                  Status: statusOf(found),
                  Total: found.Total,
                  AmountPaid: found.AmountPaid,
                  AmountDue: amountDueOf(found),
                  SentToContact: sentToContact.has(found.InvoiceID),
                },
              ],
            })
          : json(404, { Title: 'Not Found' });
      }
      if (request.method === 'POST' && request.path === '/api.xro/2.0/Invoices') answer = create(request);
      else if (
        (request.method === 'PUT' || request.method === 'POST') &&
        request.path === '/api.xro/2.0/Payments'
      )
        answer = pay(request);
      else if (request.method === 'POST' && email) {
        const found = invoices.find((invoice) => invoice.InvoiceID === email[1]);
        if (!found) answer = json(404, { Title: 'Not Found' });
        else if (emailRefused) answer = validation('The contact has no email address');
        else {
          emailed.push(found.InvoiceID);
          sentToContact.add(found.InvoiceID);
          answer = { status: 204 };
        }
      } else answer = json(404, { Title: 'Not Found' });
      if (key && answer.status < 500) answered.set(key, answer);
      return answer;
    } finally {
      inFlight -= 1;
    }
  };

  const server = await startPeerServer({
    port: options.port,
    tokenPath: '/connect/token',
    token,
    api,
    script,
  });
  const settings: XeroSettings = {
    apiUrl: server.url,
    tokenUrl: `${server.url}/connect/token`,
    clientId,
    clientSecret,
    tenantId: undefined,
    salesAccount: '200',
    timeoutMs: 5_000,
  };
  return {
    settings,
    invoices,
    emailed,
    script,
    mostAtOnce: () => mostAtOnce,
    tokenRequests: () => tokenRequests,
    callTimes,
    /** Makes Xero answer a new invoice 200 with HasErrors and an id of zeros, until turned off. */
    refuseInside: (refused: boolean) => {
      refuseInside = refused;
    },
    expireTokens: () => accessTokens.clear(),
    /** Pays what is still due on an invoice, as a payment recorded in Xero does (PUT /Payments). */
    payInFull: (invoiceId: string) => {
      const found = invoices.find((invoice) => invoice.InvoiceID === invoiceId);
      if (!found) throw new Error(`no invoice ${invoiceId} at the Xero peer`);
      found.AmountPaid = found.Total;
    },
    /** Makes the Email call refuse (as for a contact without an address) until turned off. */
    refuseEmail: (refused: boolean) => {
      emailRefused = refused;
    },
    /** Xero keeps an Idempotency-Key for a while only: after that a repeat is a new request. */
    forgetKeys: () => answered.clear(),
    close: server.close,
  };
}
