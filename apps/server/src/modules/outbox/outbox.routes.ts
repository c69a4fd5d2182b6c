import { outboxAnswer, success } from '@portal/domain';
import { smsStatusLabel } from '@portal/domain/sms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { listForOutboxPage } from '../../outbox/list-for-page.ts';
import { retryMessage } from '../../outbox/retry-message.ts';
import { CHANNEL_DEFINITIONS } from './channel-definitions.ts';

/** Admins read what the portal sent or recorded (the demo works with no mail server) and retry what failed. */
export async function outboxRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'List recorded and sent messages',
        tags: ['outbox'],
        response: { 200: envelope(outboxAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async () => {
      const listed = await listForOutboxPage(ctx.db, CHANNEL_DEFINITIONS, 200);
      return success(
        listed.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          provider_status: row.providerStatus
            ? smsStatusLabel(row.providerStatus as Parameters<typeof smsStatusLabel>[0], row.providerError)
            : null,
        })),
      );
    },
  );

  app.post(
    '/outbox/retry/:id',
    {
      schema: {
        summary: 'Send a failed message again',
        tags: ['outbox'],
        params: idParams,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const message = await retryMessage(ctx.db, request.params.id);
      ctx.outbox.kick();
      return success(message);
    },
  );
}
