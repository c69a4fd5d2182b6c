import {
  accountFields as accountFieldsSchema,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  MESSAGES,
  registerBody,
  resetLinkStateAnswer,
  resetLinkStateBody,
  resetPasswordBody,
  sessionUser,
  setPasswordBody,
  success,
  userListEntry,
} from '@portal/domain';
import { staffResetLinkAnswer } from '@portal/domain/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams, messageEnvelope, refusal } from '../../lib/envelope.ts';
import { withRetryAfter } from '../../lib/retry-later.ts';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.ts';
import { accountFields, listUsers } from './account.ts';
import { forgotPassword } from './forgot-password.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { resetLinkState } from './reset-link-state.ts';
import { resetPassword } from './reset-password.ts';
import { toSessionUser } from './session-user.ts';
import { revokeSession } from './sessions.ts';
import { setPassword } from './set-password.ts';
import { staffResetLink } from './staff-reset-link.ts';
import { findUserById } from './users.repo.ts';

const tags = ['users'];

export async function usersRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Counted before the body is parsed, so malformed bodies spend the address's tries too.
  const limited = app.authRateLimit;

  app.post(
    '/users/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        body: loginBody,
        response: { 200: envelope(loginAnswer), 401: refusal(MESSAGES.loginFailed) },
      },
      onRequest: limited,
    },
    async (request, reply) => success(await withRetryAfter(reply, login(ctx, request.body))),
  );

  app.post(
    '/users/register',
    {
      schema: {
        summary: 'Register a customer account with its company',
        tags,
        body: registerBody,
        response: { 200: envelope(loginAnswer) },
      },
      onRequest: limited,
    },
    async (request) => success(await register(ctx, request.body)),
  );

  app.post(
    '/users/forgetpassword',
    {
      schema: {
        summary: 'Ask for a password reset link',
        tags,
        body: forgotPasswordBody,
        response: { 200: messageEnvelope },
      },
      onRequest: limited,
    },
    async (request) => success(await forgotPassword(ctx, request.body.email)),
  );

  // Staff make a customer's one-time reset link, shown once.
  app.post(
    '/users/resetlink/:id',
    {
      schema: {
        summary: "Make a customer's one-time password reset link (staff)",
        tags,
        params: idParams,
        response: { 200: envelope(staffResetLinkAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await staffResetLink(ctx, request.params.id)),
  );

  app.post(
    '/users/resetpassword',
    {
      schema: {
        summary: 'Set a new password with a reset link',
        tags,
        body: resetPasswordBody,
        response: { 200: messageEnvelope },
      },
      onRequest: limited,
    },
    async (request) => success(await resetPassword(ctx, request.body.token, request.body.password)),
  );

  app.post(
    '/users/resetlinkstate',
    {
      schema: {
        summary: 'Say whether a password reset link can still be used',
        tags,
        body: resetLinkStateBody,
        response: { 200: envelope(resetLinkStateAnswer) },
      },
      onRequest: limited,
    },
    async (request) => success(await resetLinkState(ctx, request.body.token)),
  );

  app.post(
    '/users/logout',
    {
      schema: { summary: 'Sign out (revoke this session)', tags, response: { 200: envelope(z.null()) } },
      onRequest: app.requireUser,
    },
    async (request) => {
      await revokeSession(ctx.db, currentUser(request).sessionId);
      return success(null);
    },
  );

  app.get(
    '/users/me',
    {
      schema: { summary: 'The signed-in user', tags, response: { 200: envelope(sessionUser) } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = await findUserById(ctx.db, currentUser(request).id);
      return success(toSessionUser(user ?? (request.user as never)));
    },
  );

  app.get(
    '/users/editaccount',
    {
      schema: {
        summary: "The account page's fields",
        tags,
        response: { 200: envelope(accountFieldsSchema) },
      },
      onRequest: app.requireUser,
    },
    async (request) => success(await accountFields(ctx, currentUser(request).id)),
  );

  app.get(
    '/users/index',
    {
      schema: {
        summary: 'List every account with its company',
        tags,
        response: { 200: envelope(z.array(userListEntry)) },
      },
      onRequest: app.requireAdmin,
    },
    async () => success(await listUsers(ctx)),
  );

  app.get(
    '/users/view/:id',
    {
      schema: {
        summary: 'One account',
        tags,
        params: idParams,
        response: { 200: envelope(accountFieldsSchema) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await accountFields(ctx, request.params.id)),
  );

  app.post(
    '/users/setpassword/:id',
    {
      schema: {
        summary: "Set an account's password",
        tags,
        params: idParams,
        body: setPasswordBody,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const actor = assertSelfOrAdmin(request, request.params.id);
      return success(await setPassword(ctx, actor, request.params.id, request.body));
    },
  );
}
