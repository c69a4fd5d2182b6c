import { isAdmin, MESSAGES, type Role } from '@portal/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';

export type AuthUser = {
  id: number;
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  sessionId: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
};

async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Resolves the bearer token on every request; routes pick the guard they need and name it in
 * `onRequest` (route hooks run after this one, before the body is parsed).
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    request.user = token ? await findSessionUser(db, token) : null;
  });
  const requireUser = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(MESSAGES.signInRequired);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(MESSAGES.signInRequired);
    if (!isAdmin(request.user)) throw forbidden(MESSAGES.forbidden);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);
  // The caller is checked before the body is read or validated: an anonymous request with a
  // broken or hostile body gets 401, and never reaches the multipart parser.
  // A guard put in a later hook would let that through, so it stops the server from starting.
  app.addHook('onRoute', (route) => {
    for (const hook of [route.preParsing, route.preValidation, route.preHandler].flat()) {
      if (hook === requireUser || hook === requireAdmin)
        throw new Error(`${route.method} ${route.url}: put requireUser/requireAdmin in onRequest`);
    }
  });
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MESSAGES.signInRequired);
  return request.user;
}

/**
 * An admin may act for anyone; a customer only for itself (spec 6). Another account's id is
 * 404, as for any object that is not the caller's, so the answer does not tell whether that
 * account exists (DESIGN: Security).
 */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): AuthUser {
  const user = currentUser(request);
  if (!isAdmin(user) && user.id !== userId) throw notFound(MESSAGES.notFound);
  return user;
}

/**
 * Staff's own calls (the business's settings, the staff home page): to a customer they do not
 * exist (404), so a customer cannot even learn that such a page is there to probe.
 */
export function staffOrNotFound(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!isAdmin(user)) throw notFound(MESSAGES.notFound);
  return user;
}
