import type { Db } from '../db/client.ts';
import { PermanentDeliveryError } from '../outbox/delivery-errors.ts';
import { refusalOf, unanswered } from '../outbox/http-answer-policy.ts';
import { createPacer, type RequestPacer } from '../service-limits/request-pacer.ts';
import { serviceCallGate } from '../service-limits/service-call-gate.ts';
import type { WfmSettings } from './wfm-settings.ts';
import { type AccessToken, isAlive, wfmAccessToken } from './wfm-token.ts';
import { parseWfmResponse, textOf, type XmlNode } from './wfm-xml.ts';

/** Calls to WorkflowMax at once across every process. */
const WFM_AT_ONCE = 5;

export type WfmClient = {
  /** GET or POST a v1 method (`job.api/add`); the answer's <Response>, its Status OK. */
  call: (method: 'GET' | 'POST', path: string, xml?: string) => Promise<XmlNode>;
};

/**
 * WorkflowMax over plain fetch: a bearer token and the `account_id` header on every call, one
 * call at a time within the per-second budget and the per-minute budget counted in the database,
 * XML both ways. A 401 renews the token once and
 * repeats the call; 429 and 503 wait for their Retry-After (through the outbox); an answer
 * whose Status is ERROR is refused for good with WorkflowMax's own words.
 */
export function wfmClient(db: Db, settings: WfmSettings, pace?: RequestPacer): WfmClient {
  const paced =
    pace ?? createPacer({ concurrency: 1, perWindow: settings.requestsPerSecond, windowMs: 1000 });
  // Per second in this process, per minute across every process (decisions/104).
  const gate = serviceCallGate(db, 'workflowmax', {
    perMinute: settings.requestsPerMinute,
    atOnce: WFM_AT_ONCE,
    callBudgetMs: settings.timeoutMs,
  });

  // The token is kept in memory while it lives, so a delivery's calls do not each read the
  // database for it; a refusal or its end goes back to the shared store.
  let kept: AccessToken | null = null;
  const send = async (method: 'GET' | 'POST', path: string, xml: string | undefined, refused?: string) => {
    if (refused || !isAlive(kept)) kept = await wfmAccessToken(db, settings, refused);
    const { token } = kept;
    // Only the request itself is 'unanswered' when it fails: the gate's own refusal (the day's
    // limit spent) passes through as it is.
    return gate(() =>
      paced(() =>
        fetch(`${settings.apiUrl}/${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            account_id: settings.accountId,
            accept: 'application/xml',
            ...(xml ? { 'content-type': 'application/xml' } : {}),
          },
          ...(xml ? { body: xml } : {}),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
          .then(async (response) => ({ response, text: await response.text(), token }))
          .catch((error: unknown) => {
            throw unanswered('WorkflowMax', error);
          }),
      ),
    );
  };

  return {
    call: async (method, path, xml) => {
      let { response, text, token } = await send(method, path, xml);
      if (response.status === 401) ({ response, text, token } = await send(method, path, xml, token));
      if (!response.ok) throw refusalOf('WorkflowMax', response, text.slice(0, 200));
      const answer = parseWfmResponse(text);
      if (textOf(answer, 'Status') !== 'OK')
        throw new PermanentDeliveryError(
          `WorkflowMax refused ${path}: ${textOf(answer, 'ErrorDescription') || 'no reason given'}`,
        );
      return answer;
    },
  };
}
