/** The business's own settings, drawn on /admin/setting. */
export { BusinessSettingsForm } from './BusinessSettingsForm.tsx';
