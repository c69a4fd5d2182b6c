import { success } from '@portal/domain';
import {
  clientRemindersAnswer,
  quoteRemindersAnswer,
  saveReminderOverridesBody,
  snoozeRemindersBody,
} from '@portal/domain/reminders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams } from '../../lib/envelope.ts';
import { currentUser, staffOrNotFound } from '../../plugins/auth.ts';
import {
  readClientReminders,
  readQuoteReminders,
  saveClientReminders,
  saveQuoteReminders,
  snoozeQuoteReminders,
} from './reminder-overrides.ts';

/**
 * Reminders (staff): a client's and a quote's own rules, and a quote's snooze. The business's
 * default rules are part of its settings (POST /business-settings).
 */
export async function remindersRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // A customer is told these calls do not exist (404), as for every staff-only call; the guard
  // runs before the body is read, so the answer does not depend on what was sent.
  const admin = {
    onRequest: [app.requireUser, async (request: FastifyRequest) => void staffOrNotFound(request)],
  };
  const tags = ['reminders'];

  app.get(
    '/reminders/clients/:id',
    {
      schema: {
        summary: "Read a client's reminder rules (staff)",
        tags,
        params: idParams,
        response: { 200: envelope(clientRemindersAnswer) },
      },
      ...admin,
    },
    async (request) => success(await readClientReminders(ctx, request.params.id)),
  );

  app.post(
    '/reminders/clients/:id',
    {
      schema: {
        summary: "Change a client's reminder rules (staff)",
        tags,
        params: idParams,
        body: saveReminderOverridesBody,
        response: { 200: envelope(clientRemindersAnswer) },
      },
      ...admin,
    },
    async (request) => success(await saveClientReminders(ctx, request.params.id, request.body.overrides)),
  );

  app.get(
    '/reminders/quotes/:id',
    {
      schema: {
        summary: "Read a quote's reminder rules, snooze and reminders (staff)",
        tags,
        params: idParams,
        response: { 200: envelope(quoteRemindersAnswer) },
      },
      ...admin,
    },
    async (request) => success(await readQuoteReminders(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/reminders/quotes/:id',
    {
      schema: {
        summary: "Change a quote's reminder rules (staff)",
        tags,
        params: idParams,
        body: saveReminderOverridesBody,
        response: { 200: envelope(quoteRemindersAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await saveQuoteReminders(ctx, currentUser(request), request.params.id, request.body.overrides)),
  );

  app.post(
    '/reminders/quotes/:id/snooze',
    {
      schema: {
        summary: "Snooze a quote's reminders until a day, or resume them (staff)",
        tags,
        params: idParams,
        body: snoozeRemindersBody,
        response: { 200: envelope(quoteRemindersAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await snoozeQuoteReminders(ctx, currentUser(request), request.params.id, request.body.until)),
  );
}
