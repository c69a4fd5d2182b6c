import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer and link tokens: 32 random bytes, URL-safe (DESIGN: Security). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their sha256, so a database leak does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
