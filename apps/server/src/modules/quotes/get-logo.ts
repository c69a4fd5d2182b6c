import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from './quote-access.ts';
import { logoImageOf } from './quote-logo.ts';

/**
 * GET /quotes/logo/{id}: the quote's logo as a data URL of a bitmap for the list's camera
 * lightbox, or '' when it has none to show (the page then shows its default). Kept out of the list
 * answer so 20,000 rows do not carry 20,000 images.
 */
export async function getLogo(ctx: AppContext, user: AuthUser, id: number): Promise<string> {
  const quote = await quoteHeadForUser(ctx.db, user, id);
  return logoImageOf(ctx, quote.logo, quote.userId);
}
