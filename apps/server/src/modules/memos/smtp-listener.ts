import type { AddressInfo } from 'node:net';
import type { AppContext } from '../../app-context.ts';
import { INBOUND_MAIL_LIMIT } from './inbound-mail-limit.ts';
import { receiveReply } from './receive-reply.ts';

export type ReplyListener = { port: number; close: () => Promise<void> };

/**
 * The SMTP listener for replies by e-mail (decisions/097), on when
 * INBOUND_SMTP_PORT is set. It takes mail only for the reply domain (anything else is 550: it is
 * no relay), up to the inbound size limit, and hands each message to receiveReply with its
 * envelope recipients. A reply that is refused is still accepted (250) and recorded, so a sender
 * learns nothing about which addresses are real.
 */
export async function startReplyListener(
  ctx: AppContext,
  where: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<ReplyListener> {
  const inbound = ctx.config.inbound;
  if (!inbound) throw new Error('replies by e-mail are not configured (INBOUND_MAIL_DOMAIN)');
  const domain = inbound.domain.toLowerCase();
  // Loaded only where replies come by SMTP, not at every start (decisions/163).
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAIL_LIMIT,
    logger: false,
    banner: 'portal replies',
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${domain}`)) return callback();
      return callback(Object.assign(new Error('Relay access denied'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        // SPF is judged on who connected, what it called itself and the envelope sender.
        const connection = {
          ip: session.remoteAddress,
          helo: session.hostNameAppearsAs ?? '',
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        };
        receiveReply(ctx, Buffer.concat(chunks), 'smtp', to, connection).then(
          () => callback(),
          (error: unknown) => {
            // Our failure, not the sender's: 451 asks the sending server to try again later.
            onError(error);
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
