// The browser tests' WorkflowMax and Xero: the API suites' loopback peers (apps/server/src/test),
// started on this run's ports before the portal, which is configured to hand off to them
// (e2e/playwright.config.ts). Run with tsx; stays up until Playwright stops it.
import { startWfmPeer } from '../apps/server/src/test/wfm-peer.ts';
import { startXeroPeer } from '../apps/server/src/test/xero-peer.ts';
import { xeroPeerPort } from './handoff-ports.ts';

const wfmPort = Number(process.env.E2E_WFM_PORT);
const wfm = await startWfmPeer({ port: wfmPort });
// The supplier products the WFM tab deletes and counts.
wfm.addCosts('BIS', 30);
wfm.addCosts('JB', 4);
await startXeroPeer({ port: xeroPeerPort(wfmPort) });
