/**
 * The invoicing system (decisions/098): Xero through a custom connection, the client
 * credentials grant for one organisation. Set XERO_CLIENT_ID and XERO_CLIENT_SECRET to send;
 * XERO_API_URL and XERO_TOKEN_URL default to Xero's and point elsewhere for a test peer.
 * XERO_SALES_ACCOUNT is the revenue account code of the invoice lines (Xero's demo chart: 200).
 */
export type XeroSettings = {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Only needed if the organisation's connection asks for it; a custom connection has one organisation. */
  tenantId: string | undefined;
  salesAccount: string;
  timeoutMs: number;
};

export function readXeroSettings(env: Record<string, string | undefined>): XeroSettings | undefined {
  const clientId = env.XERO_CLIENT_ID?.trim();
  const clientSecret = env.XERO_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  const timeout = Number(env.XERO_TIMEOUT_MS);
  return {
    apiUrl: (env.XERO_API_URL?.trim() || 'https://api.xero.com').replace(/\/$/, ''),
    tokenUrl: env.XERO_TOKEN_URL?.trim() || 'https://identity.xero.com/connect/token',
    clientId,
    clientSecret,
    tenantId: env.XERO_TENANT_ID?.trim() || undefined,
    salesAccount: env.XERO_SALES_ACCOUNT?.trim() || '200',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
  };
}
