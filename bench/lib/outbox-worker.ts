import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { XeroInvoiceRequest } from '@portal/domain/handoff';
import type { SmsSettings } from '../../apps/server/src/sms/sms-settings.ts';
import type { WfmSettings } from '../../apps/server/src/workflowmax/wfm-settings.ts';
import type { XeroSettings } from '../../apps/server/src/xero/xero-settings.ts';

/** What one worker process delivers, and to which peers; a channel left out is not delivered. */
export type WorkerSetup = {
  databaseUrl: string;
  smtpUrl?: string;
  sms?: SmsSettings;
  xero?: XeroSettings;
  wfm?: WfmSettings;
  /** The claim lease; shorter than the server's so a bench need not wait minutes after a kill. */
  leaseMs?: number;
};

export type WorkerProcess = {
  /** SIGTERM: the worker finishes what it holds and stops. */
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  kill9: () => Promise<void>;
};

const childEntry = fileURLToPath(new URL('./outbox-worker-child.ts', import.meta.url));

/** Starts a separate process delivering the outbox with its own connection (outbox-worker-child.ts). */
export function startWorkerProcess(setup: WorkerSetup): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', childEntry], {
    env: { ...process.env, OUTBOX_WORKER: JSON.stringify(setup) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await once(child, 'exit');
  };
  return { stop: () => signal('SIGTERM'), kill9: () => signal('SIGKILL') };
}

/** The invoice the outbox benches hand to the Xero peer as their n-th piece of work. */
export const invoiceOf = (n: number): XeroInvoiceRequest => ({
  Type: 'ACCREC',
  Contact: { Name: `Customer ${n}`, EmailAddress: `accounts-${n}@bench.example.com` },
  Date: '2026-11-26',
  DueDate: '2026-12-10',
  LineAmountTypes: 'Exclusive',
  InvoiceNumber: `Q${n}-R1`,
  Reference: `PO-${n}`,
  Status: 'AUTHORISED',
  CurrencyCode: 'AUD',
  LineItems: [{ Description: 'Polo', Quantity: 10, UnitAmount: 25, TaxType: 'OUTPUT', AccountCode: '200' }],
});

/** Waits until `done` holds, looking every `everyMs`; false when `limitMs` passed first. */
export async function until(
  done: () => boolean | Promise<boolean>,
  limitMs: number,
  everyMs = 20,
): Promise<boolean> {
  const gaveUpAt = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > gaveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}
