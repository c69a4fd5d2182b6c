// The outbox's limits, on PostgreSQL with separate server processes (each a child process
// running the outbox worker over its own connection, as `npm start` processes do):
// 1. A mail server that keeps the message and answers 250 only after OUTBOX_SLOW_SMTP_MS (default
//    90000), two processes: copies of the mail at the server (goal 1),
//    and how long an invoice and a job queued behind it took to reach Xero and WorkflowMax (goal
//    under 5 s).
// 2. Three processes delivering OUTBOX_INVOICES invoices (default 500): the most
//    Xero calls in any 60 s window and at once, counted at the Xero peer (goals 60 and 5).
//
//   OUTBOX_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- outbox-limits
//   OUTBOX_SLOW_SMTP_MS=20000 OUTBOX_INVOICES=100 ... for a shorter run
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { outbox } from '../apps/server/src/db/schema/index.ts';
import { enqueueMail, type MailKeyFacts, mailDefinition } from '../apps/server/src/mail/mail-channel.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { startWfmPeer } from '../apps/server/src/test/wfm-peer.ts';
import { startXeroPeer } from '../apps/server/src/test/xero-peer.ts';
import { enqueueJobsWork } from '../apps/server/src/workflowmax/jobs-channel.ts';
import { enqueueInvoice } from '../apps/server/src/xero/invoices-channel.ts';
import { benchDatabase } from './lib/cleanup.ts';
import { invoiceOf, startWorkerProcess, until } from './lib/outbox-worker.ts';
import { type Row, report } from './lib/report.ts';

/** The mail the slow server holds up. */
const slowMail: MailKeyFacts = { kind: 'link-answer', linkId: 1 };

async function slowMailServer(databaseUrl: string): Promise<Row[]> {
  const slowMs = Number(process.env.OUTBOX_SLOW_SMTP_MS ?? 90_000);
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const smtp = await startSmtpSink({ answerAfterMs: slowMs });
  const xero = await startXeroPeer();
  const wfm = await startWfmPeer();
  const setup = { databaseUrl, smtpUrl: smtp.url, xero: xero.settings, wfm: wfm.settings };
  const workers = [startWorkerProcess(setup), startWorkerProcess(setup)];
  try {
    await enqueueMail(database.db, { to: 'slow@bench.example.com', subject: 'Slow', text: 'Hi' }, slowMail);
    await once(smtp.received, 'mail');
    const queuedAt = Date.now();
    await enqueueInvoice(database.db, {
      quoteId: 1,
      invoice: invoiceOf(1),
      to: 'Customer 1',
      subject: 'Invoice Q1-R1',
      text: '1 line',
    });
    await enqueueJobsWork(
      database.db,
      {
        kind: 'job',
        quoteId: 1,
        job: {
          name: 'Q1 Bench polos',
          description: 'Bench',
          clientNumber: 'PO-1',
          category: 'Embroidery',
          client: { name: 'Bench Client', email: 'client@bench.example.com' },
          startDay: '2026-11-26',
          dueDay: '2026-12-10',
        },
        to: 'Bench Client',
        subject: 'Q1 Bench polos',
        text: 'Bench',
      },
      { kind: 'job', quoteId: 1 },
    );
    let invoiceMs = Number.NaN;
    let jobMs = Number.NaN;
    await until(
      () => {
        if (Number.isNaN(invoiceMs) && xero.emailed.length > 0) invoiceMs = Date.now() - queuedAt;
        if (Number.isNaN(jobMs) && wfm.jobs.length > 0) jobMs = Date.now() - queuedAt;
        return !Number.isNaN(invoiceMs) && !Number.isNaN(jobMs);
      },
      60_000,
      50,
    );
    await until(
      async () => {
        const [row] = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.idempotencyKey, mailDefinition.keyOf(slowMail)));
        return row?.status === 'sent';
      },
      slowMs + 240_000,
      50,
    );
    // Time for a wrongful second copy to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return [
      {
        measure: `slow SMTP (${slowMs / 1000} s), 2 processes: copies`,
        value: `${smtp.mails.length}`,
        goal: '1',
        met: smtp.mails.length === 1,
      },
      {
        measure: 'invoice behind it reached Xero',
        value: `${(invoiceMs / 1000).toFixed(2)} s`,
        goal: '< 5 s',
        met: invoiceMs < 5_000,
      },
      {
        measure: 'job behind it reached WorkflowMax',
        value: `${(jobMs / 1000).toFixed(2)} s`,
        goal: '< 5 s',
        met: jobMs < 5_000,
      },
    ];
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await database.close();
    await smtp.close();
    await xero.close();
    await wfm.close();
  }
}

async function xeroLimits(databaseUrl: string): Promise<Row[]> {
  const count = Number(process.env.OUTBOX_INVOICES ?? 500);
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const xero = await startXeroPeer();
  try {
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= count; n += 1)
        await enqueueInvoice(tx, {
          quoteId: n,
          invoice: invoiceOf(n),
          to: `Customer ${n}`,
          subject: `Invoice Q${n}-R1`,
          text: '1 line',
        });
    });
    const started = Date.now();
    const workers = [0, 1, 2].map(() => startWorkerProcess({ databaseUrl, xero: xero.settings }));
    try {
      await until(() => xero.emailed.length >= count, count * 3_000 + 120_000, 50);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const times = xero.callTimes;
    let most = 0;
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while ((times[j] ?? 0) <= (times[i] ?? 0) - 60_000) j += 1;
      most = Math.max(most, i - j + 1);
    }
    const minutes = (Date.now() - started) / 60_000;
    return [
      {
        measure: `3 processes, ${count} invoices: made / e-mailed`,
        value: `${xero.invoices.length} / ${xero.emailed.length}`,
        goal: `${count} / ${count}`,
        met: xero.invoices.length === count && new Set(xero.emailed).size === count,
      },
      { measure: 'most Xero calls in any 60 s', value: `${most}`, goal: '<= 60', met: most <= 60 },
      {
        measure: 'most Xero calls at once',
        value: `${xero.mostAtOnce()}`,
        goal: '<= 5',
        met: xero.mostAtOnce() <= 5,
      },
      { measure: 'time to deliver', value: `${minutes.toFixed(1)} min`, goal: '-', met: null },
    ];
  } finally {
    await database.close();
    await xero.close();
  }
}

const serverUrl = process.env.OUTBOX_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows: Row[] = [];
for (const scenario of [slowMailServer, xeroLimits]) {
  const privateDb = await benchDatabase(serverUrl);
  try {
    const database = await openDatabase({ databaseUrl: privateDb.url, dataDir: '' });
    await migrateDatabase(database);
    await database.close();
    rows.push(...(await scenario(privateDb.url)));
  } finally {
    await privateDb.drop();
  }
}
report('outbox-limits', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
