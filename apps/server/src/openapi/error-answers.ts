import { errorAnswer } from '@portal/domain';
import { z } from 'zod';

/** What a route lets the document know about it, read from its guard hooks and schemas. */
export type RouteFacts = {
  guard: 'anyone' | 'user' | 'admin';
  /** The per-address limit of the anonymous entry points (plugins/auth-rate-limit.ts). */
  rateLimited: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
  /** The body carries the `version` it was read at (decisions/060): a stale one is 409. */
  takesVersion: boolean;
};

/** Why each refusal happens, in the words a client developer needs. */
const REASONS = {
  400: 'The request is not valid or not readable; the message names the first field at fault.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in, but the call or the change is for staff only.',
  404: "No such object, or it is not the caller's (the two are not told apart).",
  409: 'The object changed since it was read: read it again and retry.',
  413: 'The body or a file is over its size limit.',
  429: 'Too many attempts from this address; `Retry-After` says in how many seconds to try again.',
} as const;
export type ErrorStatus = keyof typeof REASONS;

/** The refusals a route can answer, derived from its facts rather than listed on each route. */
export function errorStatusesOf(facts: RouteFacts): ErrorStatus[] {
  const takesInput = facts.hasParams || facts.hasQuery || facts.hasBody;
  // Any call can be sent a URL or body the server cannot read (app.ts: frameworkErrors).
  const statuses: ErrorStatus[] = [400];
  if (facts.guard !== 'anyone') statuses.push(401);
  if (facts.guard !== 'anyone') statuses.push(403);
  if (takesInput) statuses.push(404);
  if (facts.takesVersion) statuses.push(409);
  if (facts.hasBody) statuses.push(413);
  if (facts.rateLimited) statuses.push(429);
  return statuses;
}

const errorSchema = z.toJSONSchema(errorAnswer, { target: 'draft-2020-12' });
delete errorSchema.$schema;

/** The JSON schema of the error envelope, as it appears in the document's components. */
export const ERROR_ANSWER_SCHEMA: Record<string, unknown> = errorSchema;

/** The response objects for a route's refusals, each pointing at the one error schema. */
export function errorResponsesOf(statuses: ErrorStatus[], schemaRef: string): Record<string, unknown> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: REASONS[status], content: { 'application/json': { schema: { $ref: schemaRef } } } },
    ]),
  );
}
