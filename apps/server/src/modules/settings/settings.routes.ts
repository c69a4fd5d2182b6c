import { MESSAGES, success, userSetting, userSettingBody } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { userSettings } from '../../db/schema/index.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertSelfOrAdmin } from '../../plugins/auth.ts';
import { findUserById } from '../users/index.ts';

const tags = ['settings'];

/** Per-user settings: the label of the custom 'Other' position column (spec 3). */
export async function settingsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setting/getbyuserid/:id',
    {
      schema: {
        summary: "A user's settings (the Other column's label)",
        tags,
        params: idParams,
        response: { 200: envelope(userSetting) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const [row] = await ctx.db
        .select({ other: userSettings.other })
        .from(userSettings)
        .where(eq(userSettings.userId, request.params.id));
      return success({ other: row?.other ?? '' });
    },
  );

  app.post(
    '/setting/setbyuserid/:id',
    {
      schema: {
        summary: "Save a user's settings",
        tags,
        params: idParams,
        body: userSettingBody,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const userId = request.params.id;
      assertSelfOrAdmin(request, userId);
      if (!(await findUserById(ctx.db, userId))) throw notFound(MESSAGES.notFound);
      const other = request.body.other;
      await ctx.db
        .insert(userSettings)
        .values({ userId, other })
        .onConflictDoUpdate({ target: userSettings.userId, set: { other, updatedAt: new Date() } });
      return success(MESSAGES.setSuccessfully);
    },
  );
}
