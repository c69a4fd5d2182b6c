// One "server process" delivering the outbox until it is told to stop, or killed: the child
// side of outbox-worker.ts. Each runs the outbox worker over its own database connection, as
// the processes `npm start` runs do.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { mailChannel } from '../../apps/server/src/mail/mail-channel.ts';
import { smtpTransport } from '../../apps/server/src/mail/transport.ts';
import type { OutboxChannel } from '../../apps/server/src/outbox/channel.ts';
import { startOutboxWorker } from '../../apps/server/src/outbox/worker.ts';
import { smsChannel } from '../../apps/server/src/sms/sms-channel.ts';
import { jobsChannel } from '../../apps/server/src/workflowmax/jobs-channel.ts';
import { wfmService } from '../../apps/server/src/workflowmax/wfm-service.ts';
import { invoicesChannel } from '../../apps/server/src/xero/invoices-channel.ts';
import { xeroClient } from '../../apps/server/src/xero/xero-client.ts';
import type { WorkerSetup } from './outbox-worker.ts';

const setup = JSON.parse(process.env.OUTBOX_WORKER ?? '{}') as WorkerSetup;
const database = await openDatabase({ databaseUrl: setup.databaseUrl, dataDir: '' });
const channels: OutboxChannel[] = [];
if (setup.smtpUrl) channels.push(mailChannel(smtpTransport(setup.smtpUrl), 'portal@bench.example.com'));
if (setup.sms) channels.push(smsChannel(setup.sms));
if (setup.xero) channels.push(invoicesChannel(database.db, xeroClient(database.db, setup.xero)));
const wfm = wfmService(database.db, setup.wfm);
if (wfm) channels.push(jobsChannel(database.db, wfm));
const worker = startOutboxWorker(database.db, channels, (error) => console.error(error), {
  leaseMs: setup.leaseMs,
});
// A server process kicks its worker after each commit; here, a poll a fifth of a second.
const timer = setInterval(() => worker.kick(), 200);
process.on('SIGTERM', async () => {
  clearInterval(timer);
  await worker.stop();
  await database.close();
  process.exit(0);
});
