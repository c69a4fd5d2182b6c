import { success } from '@portal/domain';
import { sendSmsBody, smsDraftAnswer } from '@portal/domain/sms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendQuoteSms } from './send-quote-sms.ts';
import { smsDraft } from './sms-draft.ts';

/** Send Quote SMS (admin): the dialog's draft and the send. */
export async function quoteSmsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['quote sms'];

  app.get(
    '/quotes/smsdraft/:id',
    {
      schema: {
        summary: "Draft the quote's text message",
        tags,
        params: idParams,
        response: { 200: envelope(smsDraftAnswer) },
      },
      ...admin,
    },
    async (request) => success(await smsDraft(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/quotes/sendsms/:id',
    {
      schema: {
        summary: 'Send the quote by text message',
        tags,
        params: idParams,
        body: sendSmsBody,
        response: { 200: messageEnvelope },
      },
      ...admin,
    },
    async (request) =>
      success(await sendQuoteSms(ctx, currentUser(request), request.params.id, request.body)),
  );
}
