import type { Db } from '../db/client.ts';
import { PermanentDeliveryError } from '../outbox/delivery-errors.ts';
import { refusalOf, unanswered } from '../outbox/http-answer-policy.ts';
import { serviceCallGate } from '../service-limits/service-call-gate.ts';
import type { XeroSettings } from './xero-settings.ts';

/** Xero's limits per organisation: 60 calls a minute, 5 at once and 5,000 a day. */
export const XERO_LIMITS = { perMinute: 60, atOnce: 5, perDay: 5_000 };
const MARGIN_MS = 60_000;

type ValidationErrors = { ValidationErrors?: { Message?: string }[] };
type XeroBody = ValidationErrors & {
  Message?: string;
  Detail?: string;
  HasErrors?: boolean;
  Elements?: ValidationErrors[];
  Invoices?: (ValidationErrors & { HasErrors?: boolean })[];
};

const messagesOf = (items: ValidationErrors[] | undefined) =>
  (items ?? []).flatMap((item) => item.ValidationErrors ?? []).map((error) => error.Message);

/** Xero's own words for a refusal: the validation messages, or its message. */
function reasonOf(body: XeroBody | null, text: string): string {
  if (!body) return text.slice(0, 200);
  const words = [...messagesOf(body.Elements), ...messagesOf(body.Invoices), ...messagesOf([body])];
  return [...new Set(words.filter(Boolean))].join('; ') || body.Message || body.Detail || '';
}

const parsed = (text: string): XeroBody | null => {
  try {
    return text ? (JSON.parse(text) as XeroBody) : null;
  } catch {
    return null;
  }
};

/**
 * A 200 that is a refusal all the same: Xero answers a batch (and a call with
 * summarizeErrors=false) with HasErrors or ValidationErrors on the element it refused.
 */
const refusedInside = (body: XeroBody | null) =>
  Boolean(
    body &&
      (body.HasErrors === true ||
        (body.Invoices ?? []).some(
          (item) => item.HasErrors === true || (item.ValidationErrors ?? []).length > 0,
        ) ||
        (body.ValidationErrors ?? []).length > 0),
  );

/** A refusal in Xero's words, for which trying again cannot help. */
export const xeroRefusal = (words: string) => new PermanentDeliveryError(`Xero refused it: ${words}`);

export type XeroClient = {
  /** POST JSON to an Accounting API path (`/api.xro/2.0/Invoices`) with an Idempotency-Key. */
  post: (path: string, body: unknown, idempotencyKey: string) => Promise<unknown>;
  /** GET an Accounting API path (`/api.xro/2.0/Invoices/{id}`). */
  get: (path: string) => Promise<unknown>;
};

/**
 * Xero over plain fetch. The token comes from the client credentials grant and is kept until
 * shortly before it ends (thirty minutes); a custom connection has no refresh token to store.
 * One token request is in flight at a time: the calls that find no token wait for it. Calls keep
 * inside Xero's limits across every process (service_calls); any other answer follows the
 * outbox's HTTP policy.
 */
export function xeroClient(db: Db, settings: XeroSettings): XeroClient {
  const gate = serviceCallGate(db, 'xero', { ...XERO_LIMITS, callBudgetMs: settings.timeoutMs });
  let token: { value: string; until: number } | null = null;
  let signingIn: Promise<string> | null = null;

  const signIn = async (): Promise<string> => {
    let response: Response;
    try {
      response = await fetch(settings.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw unanswered('Xero sign-in', error);
    }
    const text = await response.text();
    if (!response.ok) throw refusalOf('Xero sign-in', response, reasonOf(parsed(text), text));
    const answer = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new Error('Xero sign-in gave no access token');
    token = { value: answer.access_token, until: Date.now() + (answer.expires_in ?? 1800) * 1000 };
    return token.value;
  };

  const accessToken = (refused?: string): Promise<string> => {
    if (token && token.value !== refused && token.until > Date.now() + MARGIN_MS)
      return Promise.resolve(token.value);
    signingIn ??= signIn().finally(() => {
      signingIn = null;
    });
    return signingIn;
  };

  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    key: string | null,
    refused?: string,
  ) => {
    const bearer = await accessToken(refused);
    // Only the request itself is 'unanswered' when it fails: the gate's own refusal (the day's
    // limit spent) passes through as it is.
    return gate(() =>
      fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(settings.tenantId ? { 'xero-tenant-id': settings.tenantId } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
        .then(async (response) => ({ response, text: await response.text(), bearer }))
        .catch((error: unknown) => {
          throw unanswered('Xero', error);
        }),
    );
  };

  const call = async (method: 'GET' | 'POST', path: string, body: unknown, key: string | null) => {
    let { response, text, bearer } = await send(method, path, body, key);
    if (response.status === 401) ({ response, text } = await send(method, path, body, key, bearer));
    const answer = parsed(text);
    if (!response.ok) throw refusalOf('Xero', response, reasonOf(answer, text));
    if (refusedInside(answer)) throw xeroRefusal(reasonOf(answer, text) || 'no reason given');
    return answer;
  };

  return {
    post: (path, body, key) => call('POST', path, body, key),
    get: (path) => call('GET', path, undefined, null),
  };
}
