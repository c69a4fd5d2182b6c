import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../sms/twilio-signature.ts';

export type SentText = { to: string; from: string; body: string };
/** A status report Twilio sent to a text's StatusCallback, and the portal's answer. */
export type StatusCall = { url: string; status: string; errorCode?: string; answer: number };

/** A scripted answer for the next send: a status, and a Retry-After header if any. */
export type Scripted = { status: number; retryAfter?: string };

/**
 * An SMS provider on loopback that speaks Twilio's Messages API, for tests of the SMS channel:
 * POST /2010-04-01/Accounts/{sid}/Messages.json with HTTP Basic (sid and token) and a form of
 * To, From and Body; 201 with the message resource when accepted; 401 for wrong credentials;
 * 400 with code 21211 for a number it cannot reach (any ending in 000000). `script` makes the
 * next sends answer as given (a 429 with Retry-After, a 500) before accepting again. GET on the
 * same path lists the accepted texts, filtered by `To` and `DateSent>` (a day) as Twilio filters.
 *
 * Like Twilio, it reports each accepted text's progress to the StatusCallback the send named, as
 * a signed form (X-Twilio-Signature): queued, sent, then delivered; a number ending in 999 is
 * undelivered with error 30003 (unreachable handset), one ending in 998 failed with 30008.
 * `reportsDone()` waits until every report has been answered.
 */
export async function startSmsProvider(accountSid = 'AC-test', authToken = 'test-token') {
  const accepted: SentText[] = [];
  /** The accepted texts as Twilio's Message resources, for the list. */
  const resources: { sid: string; to: string; from: string; body: string; date_created: string }[] = [];
  const requests: SentText[] = [];
  const script: Scripted[] = [];
  const statusCalls: StatusCall[] = [];
  const pending = new Set<Promise<void>>();
  /** POSTs one status report to the callback as Twilio does: a form, signed with the auth token. */
  const report = async (url: string, fields: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, url, fields),
      },
      body: new URLSearchParams(fields),
    });
    await response.arrayBuffer();
    statusCalls.push({
      url,
      status: fields.MessageStatus ?? '',
      errorCode: fields.ErrorCode,
      answer: response.status,
    });
  };
  const reportProgress = async (callback: string, sid: string, to: string) => {
    const base = {
      AccountSid: accountSid,
      MessageSid: sid,
      SmsSid: sid,
      To: to,
      From: 'Ironbark',
      ApiVersion: '2010-04-01',
    };
    await report(callback, { ...base, MessageStatus: 'queued' });
    await report(callback, { ...base, MessageStatus: 'sent' });
    if (to.endsWith('999'))
      await report(callback, { ...base, MessageStatus: 'undelivered', ErrorCode: '30003' });
    else if (to.endsWith('998'))
      await report(callback, { ...base, MessageStatus: 'failed', ErrorCode: '30008' });
    else await report(callback, { ...base, MessageStatus: 'delivered' });
  };
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const json = (
    res: http.ServerResponse,
    status: number,
    body: object,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const known = url.pathname === `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (!known || (req.method !== 'POST' && req.method !== 'GET'))
        return json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expected)
        return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const fromDay = url.searchParams.get('DateSent>');
        const messages = resources.filter(
          (m) =>
            (!to || m.to === to) &&
            (!fromDay || new Date(m.date_created).toISOString().slice(0, 10) >= fromDay),
        );
        return json(res, 200, { messages, page: 0, page_size: messages.length, next_page_uri: null });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const text = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      requests.push(text);
      const next = script.shift();
      if (next)
        return json(
          res,
          next.status,
          { code: next.status === 429 ? 20429 : 20500, message: 'Scripted failure', status: next.status },
          next.retryAfter ? { 'retry-after': next.retryAfter } : {},
        );
      if (!text.to || text.to.endsWith('000000'))
        return json(res, 400, {
          code: 21211,
          message: `The 'To' number ${text.to} is not a valid phone number.`,
          status: 400,
        });
      accepted.push(text);
      const sid = `SM${randomUUID().replace(/-/g, '')}`;
      resources.push({ sid, ...text, date_created: new Date().toUTCString() });
      json(res, 201, { sid, status: 'queued', ...text });
      const callback = form.get('StatusCallback');
      if (callback) {
        const done = reportProgress(callback, sid, text.to).catch(() => undefined);
        pending.add(done);
        void done.finally(() => pending.delete(done));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: { apiUrl: `http://127.0.0.1:${port}`, accountSid, authToken, from: 'Ironbark' },
    accepted,
    requests,
    script,
    statusCalls,
    /** Waits until every status report sent so far has been answered. */
    reportsDone: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /** Reports a status for a text as Twilio would, e.g. one arriving late or out of order. */
    report,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
