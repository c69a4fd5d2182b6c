// What other modules (mails, SMS, link pages, the quote PDF, index.html) read of the settings.

export { newQuoteValidTo } from './new-quote-valid-to.ts';
export { businessLogoUrlOf, publicBusinessFrom, readPublicBusiness } from './public-business.ts';
export { readBusinessSettings, readBusinessSettingsVersion } from './read-business-settings.ts';
