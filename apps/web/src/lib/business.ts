import { PUBLIC_BUSINESS_ELEMENT_ID, type PublicBusiness } from '@portal/domain/business-settings';
import { useSyncExternalStore } from 'react';

/**
 * Who runs the portal, as every page shows it: header, footer, sign-in page, titles.
 * index.html always carries it: the server writes the business as staff saved it
 * (render-index-html.ts, checked there by GET /business's schema), and the build writes one that
 * has set nothing yet (build/unset-business.ts). So the first render shows it without a call, and
 * the first load carries no defaults and no schema for it. A staff save reloads it
 * (reload-business.ts). Nothing here names a business.
 */

/** The business index.html carries. */
function embeddedBusiness(): PublicBusiness {
  const text = document.getElementById(PUBLIC_BUSINESS_ELEMENT_ID)?.textContent ?? '';
  const business = text ? (JSON.parse(text) as PublicBusiness | null) : null;
  if (!business)
    throw new Error(`The page carries no business (#${PUBLIC_BUSINESS_ELEMENT_ID} in index.html)`);
  return business;
}

let current: PublicBusiness = embeddedBusiness();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The business as shown now. */
export const currentBusiness = (): PublicBusiness => current;

/** The business, kept current in every component that shows it. */
export const useBusiness = (): PublicBusiness =>
  useSyncExternalStore(subscribe, currentBusiness, currentBusiness);

/** Shows a business read again (reload-business.ts): the brand colour at once, then every component. */
export function showBusiness(business: PublicBusiness): void {
  current = business;
  document.documentElement.style.setProperty('--brand-colour', business.brand_colour);
  for (const listener of listeners) listener();
}
