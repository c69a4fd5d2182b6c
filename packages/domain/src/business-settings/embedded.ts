import { inertJson } from '../api/inert-json.ts';
import type { PublicBusiness } from './calls.ts';

/** The id of the element in index.html that holds the public business as JSON. */
export const PUBLIC_BUSINESS_ELEMENT_ID = 'business-settings';

/**
 * index.html with the business as JSON in its `data-business="json"` element, for the app's
 * first render: the server writes the business as staff saved it into every page it serves, and
 * the build writes a business that has set nothing yet, so every page carries one and the app
 * never needs a default of its own.
 */
export const withBusinessJson = (html: string, business: PublicBusiness): string =>
  html.replace(
    /(<script[^>]*data-business="json"[^>]*>)[^<]*(<\/script>)/,
    (_, open: string, close: string) => `${open}${inertJson(business)}${close}`,
  );
