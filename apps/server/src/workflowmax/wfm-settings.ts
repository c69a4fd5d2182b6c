/**
 * The job-management service (decisions/098): the current WorkflowMax, BlueRock's,
 * reached with OAuth 2 and the account's id in a header. Set WORKFLOWMAX_CLIENT_ID,
 * WORKFLOWMAX_CLIENT_SECRET and WORKFLOWMAX_ACCOUNT_ID to send; the first refresh token comes
 * from WORKFLOWMAX_REFRESH_TOKEN (from the one-time consent), after which the rotated one in the
 * database is used. The base URLs default to BlueRock's and point elsewhere for a test peer.
 */
export type WfmSettings = {
  apiUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  accountId: string;
  /** Seeds the token store when it has none; later rotations live in the database. */
  refreshToken: string | undefined;
  /** Calls a second at most (one at a time); BlueRock's exact limit is not published. */
  requestsPerSecond: number;
  /** Calls a minute across every process (WORKFLOWMAX_REQUESTS_PER_MINUTE; decisions/104). */
  requestsPerMinute: number;
  timeoutMs: number;
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function readWfmSettings(env: Record<string, string | undefined>): WfmSettings | undefined {
  const clientId = env.WORKFLOWMAX_CLIENT_ID?.trim();
  const clientSecret = env.WORKFLOWMAX_CLIENT_SECRET?.trim();
  const accountId = env.WORKFLOWMAX_ACCOUNT_ID?.trim();
  if (!clientId || !clientSecret || !accountId) return undefined;
  return {
    apiUrl: (env.WORKFLOWMAX_API_URL?.trim() || 'https://api.workflowmax2.com').replace(/\/$/, ''),
    authUrl: (env.WORKFLOWMAX_AUTH_URL?.trim() || 'https://oauth.workflowmax2.com').replace(/\/$/, ''),
    clientId,
    clientSecret,
    accountId,
    refreshToken: env.WORKFLOWMAX_REFRESH_TOKEN?.trim() || undefined,
    requestsPerSecond: positive(env.WORKFLOWMAX_REQUESTS_PER_SECOND, 2),
    requestsPerMinute: positive(env.WORKFLOWMAX_REQUESTS_PER_MINUTE, 60),
    timeoutMs: positive(env.WORKFLOWMAX_TIMEOUT_MS, 30_000),
  };
}
