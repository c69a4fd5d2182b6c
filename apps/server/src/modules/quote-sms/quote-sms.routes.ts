import { success } from '@portal/domain';
import { sendSmsBody, smsDraftAnswer, smsStatusCallbackBody } from '@portal/domain/sms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordSmsStatus } from './record-sms-status.ts';
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

  // The provider's report of a text (Twilio's StatusCallback): signed, not signed in.
  app.post(
    '/sms/status/:key',
    {
      schema: {
        summary: "Record the SMS provider's report of a text (signed)",
        tags,
        params: z.object({ key: z.string().min(1).max(200) }),
        body: smsStatusCallbackBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const signature = request.headers['x-twilio-signature'];
      return success(
        await recordSmsStatus(
          ctx,
          request.params.key,
          request.url,
          request.body,
          typeof signature === 'string' ? signature : undefined,
        ),
      );
    },
  );
}
