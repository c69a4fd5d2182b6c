/** The run's WorkflowMax peer listens here; Xero's on the next port (e2e/handoff-peers.ts). */
export const wfmPeerPort = (appPort: number) => appPort + 3000;
export const xeroPeerPort = (wfmPort: number) => wfmPort + 1;

/** How the portal reaches the peers: the settings the peers' own tests use (wfm-peer, xero-peer). */
/** Where the run's WorkflowMax peer answers, for a test that moves a job as production would. */
export const wfmPeerUrl = (appPort: number) => `http://127.0.0.1:${wfmPeerPort(appPort)}`;

export function handoffEnvironment(appPort: number): Record<string, string> {
  const wfm = wfmPeerUrl(appPort);
  const xero = `http://127.0.0.1:${xeroPeerPort(wfmPeerPort(appPort))}`;
  return {
    WORKFLOWMAX_API_URL: wfm,
    WORKFLOWMAX_AUTH_URL: wfm,
    WORKFLOWMAX_CLIENT_ID: 'wfm-client',
    WORKFLOWMAX_CLIENT_SECRET: 'wfm-secret',
    WORKFLOWMAX_ACCOUNT_ID: 'account-1',
    WORKFLOWMAX_REFRESH_TOKEN: 'refresh-0',
    WORKFLOWMAX_REQUESTS_PER_SECOND: '20',
    // The peer has no minute's limit; the order-progress poll's reads every few seconds must not
    // hold up the hand-off tests' own calls.
    WORKFLOWMAX_REQUESTS_PER_MINUTE: '1000',
    XERO_API_URL: xero,
    XERO_TOKEN_URL: `${xero}/connect/token`,
    XERO_CLIENT_ID: 'xero-client',
    XERO_CLIENT_SECRET: 'xero-secret',
  };
}
