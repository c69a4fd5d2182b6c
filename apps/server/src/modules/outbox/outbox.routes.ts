import { outboxEntry, success } from '@portal/domain';
import { smsStatusLabel } from '@portal/domain/sms';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { outbox, smsStatusReports } from '../../db/schema/index.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { retryMessage } from '../../outbox/retry-message.ts';

/** Admins read what the portal sent or recorded (the demo works with no mail server) and retry what failed. */
export async function outboxRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbox',
    {
      schema: { tags: ['outbox'], response: { 200: envelope(z.array(outboxEntry)) } },
      onRequest: app.requireAdmin,
    },
    async () => {
      // Only the fields shown: a payload may carry a PDF, which the page never needs.
      const field = (name: string) => sql<string | null>`${outbox.payload}->>${name}`;
      const rows = await ctx.db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          to: field('to'),
          subject: field('subject'),
          text: field('text'),
          outboxText: field('outboxText'),
          body: field('body'),
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          createdAt: outbox.createdAt,
          // What the SMS provider last reported of a text (issue 26 item 5).
          providerStatus: smsStatusReports.status,
          providerError: smsStatusReports.errorCode,
        })
        .from(outbox)
        .leftJoin(smsStatusReports, eq(smsStatusReports.idempotencyKey, outbox.idempotencyKey))
        .orderBy(desc(outbox.id))
        .limit(200);
      return success(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to ?? '',
          subject: row.subject ?? '',
          // A mail with a secret shows its stand-in text, never the secret (issue 12 item 1); a text shows its body.
          text: row.outboxText ?? row.text ?? row.body ?? '',
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
      schema: { tags: ['outbox'], params: idParams, response: { 200: messageEnvelope } },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const message = await retryMessage(ctx.db, request.params.id);
      ctx.outbox.kick();
      return success(message);
    },
  );
}
