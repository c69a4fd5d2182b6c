// The business's settings as everything else reads them (mails, SMS, link pages, the quote PDF,
// index.html, new quotes' validity), kept apart from their editing (business-settings) so the
// modules below that, such as users and files, can read them without a cycle.

export { mailBrandReader } from './mail-brand.ts';
export { newQuoteValidTo } from './new-quote-valid-to.ts';
export { businessLogoUrlOf, publicBusinessFrom, readPublicBusiness } from './public-business.ts';
export { readBusinessSettings, readBusinessSettingsVersion } from './read-business-settings.ts';
export { renderIndexHtml } from './render-index-html.ts';
export { latestSettingsRow, type SettingsRow, settingsOf } from './settings.repo.ts';
