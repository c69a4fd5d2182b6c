import { success } from '@portal/domain';
import {
  businessLogoAnswer,
  businessLogoBody,
  businessSettingsAnswer,
  publicBusiness,
  saveBusinessSettingsBody,
  settingsHistoryAnswer,
} from '@portal/domain/business-settings';
import { FILE_MESSAGES } from '@portal/domain/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams } from '../../lib/envelope.ts';
import { staffOrNotFound } from '../../plugins/auth.ts';
import { latestSettingsRow, readPublicBusiness } from '../business/index.ts';
import { listSettingsHistory } from './list-settings-history.ts';
import { saveBusinessSettings } from './save-business-settings.ts';
import { serveBusinessLogo } from './serve-business-logo.ts';
import { settingsAnswerOf } from './settings-answer.ts';
import { uploadBusinessLogo } from './upload-business-logo.ts';

const tags = ['business settings'];

/**
 * The business's own settings: the staff's page at /admin/setting (a customer gets
 * 404 from each of its calls), and what every page shows of the business.
 */
export async function businessSettingsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business-settings',
    {
      schema: {
        summary: "Read the business's settings (staff)",
        tags,
        response: { 200: envelope(businessSettingsAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      staffOrNotFound(request);
      return success(settingsAnswerOf(ctx, await latestSettingsRow(ctx.db)));
    },
  );

  app.post(
    '/business-settings',
    {
      schema: {
        summary: "Save the business's settings as a new version (staff)",
        tags,
        body: saveBusinessSettingsBody,
        response: { 200: envelope(businessSettingsAnswer) },
      },
      // The guard runs before the body is read, so a customer's 404 does not depend on what it sent.
      onRequest: [app.requireUser, async (request) => void staffOrNotFound(request)],
    },
    async (request) => success(await saveBusinessSettings(ctx, staffOrNotFound(request), request.body)),
  );

  app.get(
    '/business-settings/history',
    {
      schema: {
        summary: 'List the saved versions of the settings and what each changed (staff)',
        tags,
        response: { 200: envelope(settingsHistoryAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      staffOrNotFound(request);
      return success(await listSettingsHistory(ctx.db));
    },
  );

  app.post(
    '/business-settings/logo',
    {
      schema: {
        summary: "Upload the business's logo (staff)",
        tags,
        body: businessLogoBody,
        response: { 200: envelope(businessLogoAnswer) },
      },
      onRequest: [app.requireUser, async (request) => void staffOrNotFound(request)],
      config: { fileTooLargeMessage: FILE_MESSAGES.tooLarge },
    },
    async (request) =>
      success(
        await uploadBusinessLogo(ctx, staffOrNotFound(request), {
          bytes: request.body.logo,
          name: request.uploadNames.logo,
        }),
      ),
  );

  app.get(
    '/business',
    {
      schema: {
        summary: 'Read what every page shows of the business',
        tags,
        response: { 200: envelope(publicBusiness) },
      },
    },
    async () => success(await readPublicBusiness(ctx.db)),
  );

  app.get(
    '/business/logo/:id',
    {
      schema: {
        summary: "Download the business's logo",
        tags,
        params: idParams,
        response: { 200: fileResponse('image/png', 'The business logo (PNG or JPEG)') },
      },
    },
    async (request, reply) => serveBusinessLogo(ctx, request.params.id, reply),
  );
}
