import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, for mail tests. `answerAfterMs`
 * makes it a slow server: it keeps the message at once but answers 250 only after that long
 * (`received` fires when it has the message). `refuseFirst` answers the first that many
 * messages 451 (try again later), as a server under load does. `holdAnswers` keeps every
 * message's 250 until `release()`, so a test sees how many mails are on their way at once.
 */
export async function startSmtpSink(
  options: { answerAfterMs?: number; refuseFirst?: number; holdAnswers?: boolean } = {},
): Promise<{
  url: string;
  mails: ReceivedMail[];
  received: EventEmitter;
  /** Answers the held messages, and every later one at once. */
  release: () => void;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const received = new EventEmitter();
  let refusals = options.refuseFirst ?? 0;
  let held: (() => void)[] | null = options.holdAnswers ? [] : null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox that does not exist, as a real server answers it (550): for tests of failed mail.
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith('@refused.example.com')) return callback();
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (refusals > 0) {
          refusals -= 1;
          received.emit('refused', raw);
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        if (held) held.push(() => callback());
        else if (options.answerAfterMs) setTimeout(() => callback(), options.answerAfterMs);
        else callback();
        received.emit('mail', raw);
      });
    },
  });
  // A client that goes away mid-conversation (a process killed while sending) is a connection
  // error, as a real server logs it and goes on serving others; unhandled, it would end the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received,
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
