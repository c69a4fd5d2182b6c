import { type BusinessSettings, businessSettings } from '@portal/domain/business-settings';

/** Each field's first refusal, keyed by its path ('abn', 'remittance.bsb', 'texts.quote_sms'). */
export type FieldErrors = Record<string, string>;

/**
 * Checks the form with the domain's own schema before it is sent, so each refusal shows beside
 * its field in the words the server would use; the server checks again on save.
 */
export function draftErrors(draft: BusinessSettings): FieldErrors {
  const parsed = businessSettings.safeParse(draft);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
