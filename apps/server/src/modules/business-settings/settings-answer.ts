import { type BusinessSettingsAnswer, settingsChecklist } from '@portal/domain/business-settings';
import type { AppContext } from '../../app-context.ts';
import { businessLogoUrlOf, type SettingsRow, settingsOf } from '../business/index.ts';

/** The settings page's answer: the version in force, who saved it, and what is still unset. */
export function settingsAnswerOf(ctx: AppContext, row: SettingsRow | undefined): BusinessSettingsAnswer {
  const settings = settingsOf(row);
  const services = {
    mail: ctx.mailSetUp,
    sms: ctx.config.sms !== undefined,
    workflowmax: ctx.config.workflowMax !== undefined,
    xero: ctx.config.xero !== undefined,
  };
  return {
    version: row?.version ?? 0,
    terms_version: row?.termsVersion ?? 0,
    saved_at: row?.savedAt.toISOString() ?? null,
    saved_by: row?.savedByName ?? '',
    settings,
    logo_url: businessLogoUrlOf(settings.logo_file_id),
    checklist: settingsChecklist(settings, services),
  };
}
