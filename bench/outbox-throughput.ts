// the outbox delivering 1,000 mails to a real SMTP server on loopback
// (smtp-server, as in the API tests). The mails are queued in one go, to 1,000 different
// addresses (one address has at most 10 a minute: that throttle is not what is measured), then
// the outbox's own delivery loop (deliverDue, as the worker runs it) sends them. Prints mails a
// second (over the transport's default pool of connections), the total time and that each
// arrived exactly once. On embedded PGlite, and on
// PostgreSQL too when OUTBOX_DATABASE_URL names a server (a database of its own is made there).

import type { Database } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { enqueueMail, mailChannel } from '../apps/server/src/mail/mail-channel.ts';
import { smtpTransport } from '../apps/server/src/mail/transport.ts';
import { deliverDue } from '../apps/server/src/outbox/deliver-due.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { benchDatabase } from './lib/cleanup.ts';
import { type Row, report } from './lib/report.ts';

const MAILS = 1_000;
/** Mail at the network's pace: a pooled transport sends many at once over open connections. */
const GOAL_PER_SECOND = 100;

async function measure(label: string, database: Database): Promise<Row[]> {
  await migrateDatabase(database);
  const smtp = await startSmtpSink();
  try {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < MAILS; n += 1)
        await enqueueMail(
          tx,
          { to: `customer-${n}@bench.example.com`, subject: `Q${n} Quote - R1`, text: `Your quote ${n}.` },
          { kind: 'link-answer', linkId: n },
        );
    });
    const transport = smtpTransport(smtp.url);
    const channels = [mailChannel(transport, 'portal@example.com')];
    const started = performance.now();
    while ((await deliverDue(database.db, channels)) > 0) {}
    const seconds = (performance.now() - started) / 1000;
    transport.close();
    const distinct = new Set(smtp.mails.map((mail) => mail.to[0])).size;
    return [
      {
        measure: `${label}: mails delivered`,
        value: `${smtp.mails.length} of ${MAILS}`,
        goal: `${MAILS}`,
        met: smtp.mails.length === MAILS,
      },
      {
        measure: `${label}: each exactly once`,
        value: `${distinct} addresses`,
        goal: `${MAILS}`,
        met: distinct === MAILS,
      },
      { measure: `${label}: total time`, value: `${seconds.toFixed(1)} s`, goal: '-', met: null },
      {
        measure: `${label}: throughput`,
        value: `${(MAILS / seconds).toFixed(0)} mails/s`,
        goal: `>= ${GOAL_PER_SECOND} mails/s`,
        met: MAILS / seconds >= GOAL_PER_SECOND,
      },
    ];
  } finally {
    await smtp.close();
    await database.close();
  }
}

const rows = await measure('embedded', await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' }));
const serverUrl = process.env.OUTBOX_DATABASE_URL;
if (serverUrl) {
  const privateDb = await benchDatabase(serverUrl);
  try {
    rows.push(
      ...(await measure('PostgreSQL', await openDatabase({ databaseUrl: privateDb.url, dataDir: '' }))),
    );
  } finally {
    await privateDb.drop();
  }
}
report('outbox-throughput', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
