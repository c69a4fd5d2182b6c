import {
  type AddLogoBody,
  CLIENT_MESSAGES,
  LOGO_MAX_BYTES,
  logoBase64Of,
  logoImageType,
} from '@portal/domain/clients';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyForUser } from './companies.repo.ts';

/**
 * The logo's bytes, checked by content: PNG, JPEG or GIF (never SVG, which can carry scripts),
 * at most LOGO_MAX_BYTES. Answers the data URL to store, typed by what the bytes are.
 */
export function checkedLogo(logo: AddLogoBody['logo']): string {
  let bytes: Buffer;
  if (logo instanceof Uint8Array) bytes = Buffer.from(logo);
  else {
    if (!logo?.trim()) throw badRequest(CLIENT_MESSAGES.logoMissing);
    const base64 = logoBase64Of(logo);
    if (!base64) throw badRequest(CLIENT_MESSAGES.logoType);
    bytes = Buffer.from(base64, 'base64');
  }
  if (bytes.length === 0) throw badRequest(CLIENT_MESSAGES.logoMissing);
  if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, CLIENT_MESSAGES.logoTooLarge);
  const type = logoImageType(bytes);
  if (!type) throw badRequest(CLIENT_MESSAGES.logoType);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** POST /companies/addlogo/{companyId}: replaces the company's logo (own company, or any for admins). */
export async function addLogo(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  body: AddLogoBody,
): Promise<{ message: string; logo: string }> {
  const logo = checkedLogo(body.logo);
  await ctx.db.transaction(async (tx) => {
    const company = await companyForUser(tx, actor, companyId, { forUpdate: true });
    await tx.update(companies).set({ logo, updatedAt: new Date() }).where(eq(companies.id, company.id));
  });
  return { message: CLIENT_MESSAGES.logoUploaded, logo };
}
