import { z } from 'zod';

/** POST /users/resetlinkstate: what a reset link can still do, asked when its page opens. */
export const resetLinkStateBody = z.object({ token: z.string().min(1).max(200) });

/**
 * usable: the form is shown. used: the link set a password already, so the page says so rather
 * than offer a form that can only fail. invalid: unknown, expired or ended by a newer link.
 */
export const resetLinkStateAnswer = z.object({ state: z.enum(['usable', 'used', 'invalid']) });
export type ResetLinkState = z.infer<typeof resetLinkStateAnswer>['state'];
