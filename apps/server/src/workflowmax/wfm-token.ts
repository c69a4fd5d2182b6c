import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serviceTokens } from '../db/schema/index.ts';
import { PermanentDeliveryError } from '../outbox/delivery-errors.ts';
import { refusalOf, unanswered } from '../outbox/http-answer-policy.ts';
import type { WfmSettings } from './wfm-settings.ts';

const SERVICE = 'workflowmax';
/** A token this close to its end is renewed first, so it cannot expire in flight. */
const MARGIN_MS = 60_000;

/** An access token and when it ends. */
export type AccessToken = { token: string; expiresAt: Date };

/** A token that still has more than the margin to live. */
export const isAlive = (token: AccessToken | null): token is AccessToken =>
  token !== null && token.expiresAt.getTime() > Date.now() + MARGIN_MS;

const aliveToken = (row: typeof serviceTokens.$inferSelect): AccessToken | null => {
  const token =
    row.accessToken && row.expiresAt ? { token: row.accessToken, expiresAt: row.expiresAt } : null;
  return isAlive(token) ? token : null;
};

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number };

/**
 * A WorkflowMax access token. The one in the database is used while it lasts; otherwise, under
 * the token row's lock (so two processes never spend one refresh token twice), the refresh
 * token is exchanged at {authUrl}/oauth/token and the new pair is stored: BlueRock rotates the
 * refresh token on each use. `refused` is a token the API answered 401 to: it is renewed even
 * if it looks alive, unless another process renewed it meanwhile.
 */
export async function wfmAccessToken(db: Db, settings: WfmSettings, refused?: string): Promise<AccessToken> {
  if (!refused) {
    const [row] = await db.select().from(serviceTokens).where(eq(serviceTokens.service, SERVICE));
    const kept = row && aliveToken(row);
    if (kept) return kept;
  }
  return db.transaction(async (tx) => {
    if (settings.refreshToken)
      await tx
        .insert(serviceTokens)
        .values({ service: SERVICE, refreshToken: settings.refreshToken })
        .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(serviceTokens)
      .where(eq(serviceTokens.service, SERVICE))
      .for('update');
    if (!row)
      throw new PermanentDeliveryError(
        'WorkflowMax has no refresh token yet: set WORKFLOWMAX_REFRESH_TOKEN from the consent step.',
      );
    // Another process may have renewed it while this one waited for the lock.
    const renewed = aliveToken(row);
    if (renewed && renewed.token !== refused) return renewed;

    let response: Response;
    try {
      response = await fetch(`${settings.authUrl}/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: row.refreshToken }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw unanswered('WorkflowMax sign-in', error);
    }
    const text = await response.text();
    if (!response.ok) throw refusalOf('WorkflowMax sign-in', response, text.slice(0, 200));
    const answer = JSON.parse(text) as TokenAnswer;
    if (!answer.access_token) throw new Error('WorkflowMax sign-in gave no access token');
    const expiresAt = new Date(Date.now() + (answer.expires_in ?? 1800) * 1000);
    await tx
      .update(serviceTokens)
      .set({
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token || row.refreshToken,
        expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(serviceTokens.service, SERVICE));
    return { token: answer.access_token, expiresAt };
  });
}
