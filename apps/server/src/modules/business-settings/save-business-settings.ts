import type { saveBusinessSettingsBody } from '@portal/domain/business-settings';
import {
  type BusinessSettings,
  type BusinessSettingsAnswer,
  SETTINGS_MESSAGES,
  settingsChanges,
} from '@portal/domain/business-settings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { businessSettings, storedFiles } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { latestSettingsRow, settingsOf } from '../business/index.ts';
import { sanitizeTerms } from './sanitize-terms.ts';
import { settingsAnswerOf } from './settings-answer.ts';

const LOGO_GONE = 'The logo is no longer stored: please upload it again.';

async function assertBusinessLogo(tx: Tx, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const [file] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.kind, 'business_logo')));
  if (!file) throw badRequest(LOGO_GONE);
}

const staleError = (savedBy: string) => conflict(SETTINGS_MESSAGES.stale(savedBy || 'Someone'));

/**
 * POST /business-settings (staff): saves the whole form as the next version, with what it
 * changed and the values before, in one transaction. The form says which version it was loaded
 * at; if another save came in between, nothing is written and the caller is told who saved.
 * A save that changes nothing writes no version.
 */
export async function saveBusinessSettings(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof saveBusinessSettingsBody>,
): Promise<BusinessSettingsAnswer> {
  const next: BusinessSettings = { ...body.settings, terms_html: sanitizeTerms(body.settings.terms_html) };
  const savedByName = `${user.firstname} ${user.lastname}`.trim() || user.email;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = await latestSettingsRow(tx);
      const version = current?.version ?? 0;
      if (body.version !== version) throw staleError(current?.savedByName ?? '');
      await assertBusinessLogo(tx, next.logo_file_id);
      const before = settingsOf(current);
      const changes = settingsChanges(before, next);
      if (changes.length === 0) return current;
      const termsChanged = before.terms_html !== next.terms_html;
      const [saved] = await tx
        .insert(businessSettings)
        .values({
          version: version + 1,
          settings: next,
          termsVersion: (current?.termsVersion ?? 0) + (termsChanged ? 1 : 0),
          changes,
          savedBy: user.id,
          savedByName,
        })
        .returning();
      return saved;
    });
    return settingsAnswerOf(ctx, row);
  } catch (error) {
    // Two saves from the same version: the one that lost the primary key reloads.
    if (isUniqueViolation(error)) throw staleError('');
    throw error;
  }
}
