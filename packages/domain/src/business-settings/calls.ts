import { z } from 'zod';
import { answerSchema } from '../api/answer-schema.ts';
import { FILE_MESSAGES } from '../files/messages.ts';
import { businessSettings, socialLink } from './schema.ts';

/**
 * The calls of the settings page (ours; accounts spec 2.12 leaves /admin/setting's fields open).
 * Staff only: a customer gets 404 from every one of them. The public part is what every page
 * shows of the business (header, footer, sign-in page), signed in or not.
 */

/** POST /business-settings: the whole form, with the version it was loaded at. */
export const saveBusinessSettingsBody = z.object({
  version: z.number().int().min(0),
  settings: businessSettings,
});
export type SaveBusinessSettingsBody = z.input<typeof saveBusinessSettingsBody>;

export const checklistItemAnswer = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
  effect: z.string(),
});

/** GET /business-settings (and the answer of a save): the version in force and what is unset. */
export const businessSettingsAnswer = z.object({
  version: z.number().int(),
  /** The version of the terms of trade in force: raised only when the terms change. */
  terms_version: z.number().int(),
  saved_at: z.string().nullable(),
  saved_by: z.string(),
  settings: answerSchema(businessSettings),
  /** Where the logo shows from, or null. */
  logo_url: z.string().nullable(),
  checklist: z.array(checklistItemAnswer),
});
export type BusinessSettingsAnswer = z.infer<typeof businessSettingsAnswer>;

/** GET /business-settings/history: each saved version, newest first, with what it changed. */
export const settingsHistoryAnswer = z.array(
  z.object({
    version: z.number().int(),
    saved_at: z.string(),
    saved_by: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  }),
);
export type SettingsHistoryAnswer = z.infer<typeof settingsHistoryAnswer>;

/** POST /business-settings/logo: the image as the multipart field `logo`. */
export const businessLogoBody = z.object({
  logo: z.instanceof(Uint8Array, { message: FILE_MESSAGES.chooseFile }).optional(),
});

/** POST /business-settings/logo: the stored logo, to save with the form. */
export const businessLogoAnswer = z.object({
  message: z.string(),
  logo_file_id: z.number().int(),
  logo_url: z.string(),
});

/**
 * GET /business (anyone): what the pages show of the business. index.html carries the same
 * object, so the first paint already shows it.
 */
export const publicBusiness = z.object({
  trading_name: z.string(),
  legal_name: z.string(),
  abn: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  social_links: z.array(answerSchema(socialLink)),
  opening_hours: z.string(),
  /**
   * The opening hours with the zone name they end with made right for the day the answer was
   * made (AEST or AEDT): worked out here, so a page shows them without reading the runtime's
   * time-zone data, the costliest start of a phone's first render.
   */
  opening_hours_today: z.string(),
  time_zone: z.string(),
  brand_colour: z.string(),
  logo_url: z.string().nullable(),
  next_steps: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusiness>;
