import { isAdmin, MESSAGES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';

/**
 * The settings calls are staff's; to a customer they do not exist (404), so a
 * customer cannot even learn that a settings page is there to probe.
 */
export function staffOrNotFound(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!isAdmin(user)) throw notFound(MESSAGES.notFound);
  return user;
}
