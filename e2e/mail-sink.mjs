// The browser tests' mail server: a real SMTP peer on loopback that the portal sends to
// (SMTP_URL), keeping each message as an .eml file in the run's data folder, where a test reads
// what a person would find in their mailbox (e2e/tests/mailbox.ts). Plain JavaScript, so
// Playwright starts it with node before the portal.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const folder = path.join(process.env.E2E_DATA_DIR ?? '.', 'mail');
fs.mkdirSync(folder, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // A mailbox that does not exist, as a real server answers it: tests of failed mail use it.
  onRcptTo(address, _session, callback) {
    if (!address.address.toLowerCase().endsWith('@refused.example.com')) return callback();
    const refusal = new Error('Mailbox unavailable');
    refusal.responseCode = 550;
    return callback(refusal);
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      // Written whole under a temporary name, then renamed: a reader never sees half a mail.
      const name = `${Date.now()}-${process.pid}-${received}.eml`;
      fs.writeFileSync(path.join(folder, `${name}.part`), Buffer.concat(chunks));
      fs.renameSync(path.join(folder, `${name}.part`), path.join(folder, name));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
