/**
 * The SMS provider (decisions/096): Twilio's Programmable Messaging REST API,
 * called with plain fetch. Set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM (a number or a
 * sender name the account owns) to send; SMS_API_URL points elsewhere (a test peer, a
 * regional edge). Without them, texts are recorded on the Outbox page.
 */
export type SmsSettings = { apiUrl: string; accountSid: string; authToken: string; from: string };

export function readSmsSettings(env: Record<string, string | undefined>): SmsSettings | undefined {
  const accountSid = env.SMS_ACCOUNT_SID?.trim();
  const authToken = env.SMS_AUTH_TOKEN?.trim();
  const from = env.SMS_FROM?.trim();
  if (!accountSid || !authToken || !from) return undefined;
  return {
    apiUrl: (env.SMS_API_URL?.trim() || 'https://api.twilio.com').replace(/\/$/, ''),
    accountSid,
    authToken,
    from,
  };
}
