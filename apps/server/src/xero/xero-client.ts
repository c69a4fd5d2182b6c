import { createPacer } from '../handoff/request-pacer.ts';
import { serviceRefusal, timedOut } from '../handoff/service-refusal.ts';
import type { XeroSettings } from './xero-settings.ts';

/** Xero's limits per organisation: 60 calls a minute and 5 at once. */
const XERO_LIMITS = { concurrency: 5, perWindow: 60, windowMs: 60_000 };
const MARGIN_MS = 60_000;

type XeroError = {
  Message?: string;
  Detail?: string;
  Elements?: { ValidationErrors?: { Message?: string }[] }[];
};

/** Xero's own words for a refusal: the validation messages, or its message. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as XeroError;
    const validation = (body.Elements ?? []).flatMap((e) => e.ValidationErrors ?? []).map((e) => e.Message);
    return [body.Message ?? body.Detail, ...validation].filter(Boolean).join('; ');
  } catch {
    return text.slice(0, 200);
  }
}

export type XeroClient = {
  /** POST JSON to an Accounting API path (`/api.xro/2.0/Invoices`) with an Idempotency-Key. */
  post: (path: string, body: unknown, idempotencyKey: string) => Promise<unknown>;
};

/**
 * Xero over plain fetch. The token comes from the client credentials grant and is kept until
 * shortly before it ends (thirty minutes); a custom connection has no refresh token to store.
 * Calls keep inside Xero's limits (request-pacer) and a 429 waits its Retry-After.
 */
export function xeroClient(settings: XeroSettings): XeroClient {
  const paced = createPacer(XERO_LIMITS);
  let token: { value: string; until: number } | null = null;

  const accessToken = async (force: boolean): Promise<string> => {
    if (token && !force && token.until > Date.now() + MARGIN_MS) return token.value;
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
      throw timedOut('Xero sign-in', error);
    }
    const text = await response.text();
    if (!response.ok) throw serviceRefusal('Xero sign-in', response, reasonOf(text));
    const answer = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new Error('Xero sign-in gave no access token');
    token = { value: answer.access_token, until: Date.now() + (answer.expires_in ?? 1800) * 1000 };
    return token.value;
  };

  const send = async (path: string, body: unknown, key: string, force: boolean) => {
    const bearer = await accessToken(force);
    try {
      return await paced(() =>
        fetch(`${settings.apiUrl}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': key,
            ...(settings.tenantId ? { 'xero-tenant-id': settings.tenantId } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        }).then(async (response) => ({ response, text: await response.text() })),
      );
    } catch (error) {
      throw timedOut('Xero', error);
    }
  };

  return {
    post: async (path, body, key) => {
      let { response, text } = await send(path, body, key, false);
      if (response.status === 401) ({ response, text } = await send(path, body, key, true));
      if (!response.ok) throw serviceRefusal('Xero', response, reasonOf(text));
      return text ? JSON.parse(text) : null;
    },
  };
}
