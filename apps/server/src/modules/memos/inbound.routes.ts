import { timingSafeEqual } from 'node:crypto';
import { MESSAGES, success } from '@portal/domain';
import { inboundMailAnswer, inboundMailQuery, inboundMailsAnswer } from '@portal/domain/memos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, refusal } from '../../lib/envelope.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { INBOUND_MAIL_LIMIT } from './inbound-mail-limit.ts';
import { listInboundMails } from './list-inbound-mails.ts';
import { receiveReply } from './receive-reply.ts';

/** Whether the request carries the inbound secret as its bearer token (compared in constant time). */
function hasSecret(request: FastifyRequest, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /inbound/mail (decisions/097): a reply by e-mail as a raw MIME message
 * (`message/rfc822`), the form mail providers' inbound webhooks deliver, with the inbound secret
 * as bearer token. Answers 200 once the mail is taken, whether it was added or refused (both are
 * recorded), so a provider does not send it again. Not configured, the route does not exist (404).
 */
export async function inboundRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  await root.register(async (scope) => {
    scope.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: INBOUND_MAIL_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/inbound/mail',
      {
        schema: {
          summary: 'Receive a reply mail from the mail provider',
          tags: ['conversation log'],
          querystring: inboundMailQuery,
          response: {
            200: envelope(inboundMailAnswer),
            401: refusal("The mail provider's bearer secret is missing or wrong."),
            413: refusal('The mail is over its size limit.'),
          },
        },
        bodyLimit: INBOUND_MAIL_LIMIT,
      },
      async (request) => {
        const inbound = ctx.config.inbound;
        if (!inbound) throw notFound(MESSAGES.notFound);
        if (!hasSecret(request, inbound.secret)) throw unauthorized(MESSAGES.signInRequired);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
        const to = request.query.to ? [request.query.to] : [];
        const { outcome, reason } = await receiveReply(ctx, raw, 'http', to);
        return success({ outcome, reason });
      },
    );

    // Staff see every reply that came, the refused ones with the reason (on the Outbox page).
    app.get(
      '/inbound/index',
      {
        schema: {
          summary: 'List received reply mails',
          tags: ['conversation log'],
          response: { 200: envelope(inboundMailsAnswer) },
        },
        onRequest: app.requireAdmin,
      },
      async () => success(await listInboundMails(ctx)),
    );
  });
}
