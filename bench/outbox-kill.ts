// The outbox under kill -9, on PostgreSQL: a worker process is killed OUTBOX_KILLS times (default
// 20) while it delivers mail, SMS, WorkflowMax jobs and Xero invoices with their e-mail, each kill
// landing just after a peer has started receiving one kind (the kinds take turns), when the
// outcome of that delivery is least known to the outbox. A last process then delivers what is
// left. Counted at the peers: messages lost (never arrived) and duplicated (arrived more than
// once), goal 0 and 0 for each kind.
//
//   npm run outbox-kill -w @portal/bench
//   OUTBOX_KILLS=5 npm run outbox-kill -w @portal/bench       a short run
//   OUTBOX_DATABASE_URL=postgres://…                          the PostgreSQL server
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { outbox } from '../apps/server/src/db/schema/index.ts';
import { enqueueMail } from '../apps/server/src/mail/mail-channel.ts';
import { enqueueSms } from '../apps/server/src/sms/sms-channel.ts';
import { startSmsProvider } from '../apps/server/src/test/sms-provider.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { startWfmPeer } from '../apps/server/src/test/wfm-peer.ts';
import { startXeroPeer } from '../apps/server/src/test/xero-peer.ts';
import { enqueueJobsWork } from '../apps/server/src/workflowmax/jobs-channel.ts';
import { enqueueInvoice } from '../apps/server/src/xero/invoices-channel.ts';
import { benchDatabase } from './lib/cleanup.ts';
import { invoiceOf, startWorkerProcess, until } from './lib/outbox-worker.ts';
import { type Row, report } from './lib/report.ts';

const KILLS = Number(process.env.OUTBOX_KILLS ?? 20);
const SERVER_URL = process.env.OUTBOX_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Messages of each kind queued before each kill, so every process has work in flight. */
const PER_ROUND = 3;
/** A short lease, so the next process takes over a killed one's claims within seconds. */
const LEASE_MS = 4_000;
const KINDS = ['mail', 'SMS', 'job', 'invoice', 'invoice e-mail'] as const;
type Kind = (typeof KINDS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many of each name arrived: a name seen twice is a duplicate, a name never seen is lost. */
function tally(kind: Kind, expected: string[], arrived: string[]): Row[] {
  const copies = new Map<string, number>();
  for (const name of arrived) copies.set(name, (copies.get(name) ?? 0) + 1);
  const lost = expected.filter((name) => !copies.has(name)).length;
  const duplicated = [...copies.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  return [
    { measure: `${kind}: lost of ${expected.length}`, value: `${lost}`, goal: '0', met: lost === 0 },
    { measure: `${kind}: duplicated`, value: `${duplicated}`, goal: '0', met: duplicated === 0 },
  ];
}

async function killDuringDeliveries(databaseUrl: string): Promise<Row[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const smtp = await startSmtpSink();
  const sms = await startSmsProvider();
  const xero = await startXeroPeer();
  const wfm = await startWfmPeer();
  const setup = {
    databaseUrl,
    smtpUrl: smtp.url,
    sms: sms.settings,
    xero: xero.settings,
    wfm: wfm.settings,
    leaseMs: LEASE_MS,
  };
  const arrivedOf: Record<Kind, () => number> = {
    mail: () => smtp.mails.length,
    SMS: () => sms.accepted.length,
    job: () => wfm.jobs.length,
    invoice: () => xero.invoices.length,
    'invoice e-mail': () => xero.emailed.length,
  };
  let n = 0;
  let killsLanded = 0;
  try {
    for (let kill = 0; kill < KILLS; kill += 1) {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < PER_ROUND; i += 1) {
          n += 1;
          await enqueueMail(
            tx,
            { to: `m${n}@bench.example.com`, subject: `Mail ${n}`, text: 'Hi' },
            { kind: 'link-answer', linkId: n },
          );
          // A number each: the outbox sends one number at most 10 texts a minute.
          await enqueueSms(
            tx,
            { to: `+6149157${String(n).padStart(4, '0')}`, body: `Text ${n}` },
            { kind: 'reminder', reminderId: n },
          );
          await enqueueJobsWork(
            tx,
            {
              kind: 'job',
              quoteId: n,
              job: {
                name: `Q${n} Bench polos`,
                description: 'Bench',
                clientNumber: `PO-${n}`,
                category: 'Embroidery',
                client: { name: `Bench Client ${n}`, email: `client-${n}@bench.example.com` },
                startDay: '2026-11-26',
                dueDay: '2026-12-10',
              },
              to: `Bench Client ${n}`,
              subject: `Q${n} Bench polos`,
              text: 'Bench',
            },
            { kind: 'job', quoteId: n },
          );
          await enqueueInvoice(tx, {
            quoteId: n,
            invoice: invoiceOf(n),
            to: `Customer ${n}`,
            subject: `Invoice Q${n}-R1`,
            text: '1 line',
          });
        }
      });
      // The kill lands within a fifth of a second after the peer of this round's kind started
      // receiving a message: while that delivery's outcome is still unknown to the outbox.
      const kind = KINDS[kill % KINDS.length] as Kind;
      const before = arrivedOf[kind]();
      const worker = startWorkerProcess(setup);
      const landed = await until(() => arrivedOf[kind]() > before, 30_000);
      if (landed) {
        killsLanded += 1;
        await sleep(Math.random() * 200);
      }
      await worker.kill9();
    }
    const last = startWorkerProcess(setup);
    const total = n;
    await until(
      () =>
        smtp.mails.length >= total &&
        sms.accepted.length >= total &&
        wfm.jobs.length >= total &&
        xero.invoices.length >= total &&
        xero.emailed.length >= total,
      LEASE_MS + 180_000,
    );
    // Time for a wrongful second copy to arrive, had one been sent.
    await sleep(LEASE_MS + 2_000);
    await last.stop();
    const rows = await database.db
      .select({
        key: outbox.idempotencyKey,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox);
    const unsent = rows.filter((row) => row.status !== 'sent');
    if (unsent.length > 0) console.table(unsent);
    const notSent = unsent.length;

    // SMTP cannot be asked whether a message arrived, so a kill between the server's 250 and the
    // outbox recording it sends the mail again; every copy of one mail carries the same
    // Message-ID, by which receiving systems show it once.
    const idsPerMail = new Map<string, Set<string>>();
    for (const mail of smtp.mails) {
      const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '';
      const id = /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? '';
      idsPerMail.set(subject, (idsPerMail.get(subject) ?? new Set()).add(id));
    }
    const mostIds = Math.max(0, ...[...idsPerMail.values()].map((ids) => ids.size));
    const numbers = Array.from({ length: total }, (_, i) => i + 1);
    const invoiceIdToNumber = new Map(
      xero.invoices.map((invoice) => [invoice.InvoiceID, invoice.InvoiceNumber]),
    );
    return [
      {
        measure: 'kills that landed during a delivery',
        value: `${killsLanded} of ${KILLS}`,
        goal: '-',
        met: null,
      },
      ...tally(
        'mail',
        numbers.map((i) => `Mail ${i}`),
        smtp.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? ''),
      ),
      {
        measure: 'mail: most Message-IDs for one mail',
        value: `${mostIds}`,
        goal: '1',
        met: mostIds === 1,
      },
      ...tally(
        'SMS',
        numbers.map((i) => `Text ${i}`),
        sms.accepted.map((text) => text.body),
      ),
      ...tally(
        'job',
        numbers.map((i) => `Q${i} Bench polos`),
        wfm.jobs.map((job) => job.Name),
      ),
      ...tally(
        'invoice',
        numbers.map((i) => `Q${i}-R1`),
        xero.invoices.map((invoice) => invoice.InvoiceNumber),
      ),
      ...tally(
        'invoice e-mail',
        numbers.map((i) => `Q${i}-R1`),
        xero.emailed.map((id) => invoiceIdToNumber.get(id) ?? id),
      ),
      { measure: 'outbox rows not sent at the end', value: `${notSent}`, goal: '0', met: notSent === 0 },
    ];
  } finally {
    await database.close();
    await smtp.close();
    await sms.close();
    await xero.close();
    await wfm.close();
  }
}

const privateDb = await benchDatabase(SERVER_URL);
let rows: Row[] = [];
try {
  const database = await openDatabase({ databaseUrl: privateDb.url, dataDir: '' });
  await migrateDatabase(database);
  await database.close();
  rows = await killDuringDeliveries(privateDb.url);
} finally {
  await privateDb.drop();
}
report('outbox-kill', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
