import {
  PUBLIC_BUSINESS_ELEMENT_ID,
  type PublicBusiness,
  publicBusiness,
  publicBusinessOf,
  UNSET_BUSINESS_SETTINGS,
} from '@portal/domain/business-settings';
import { useSyncExternalStore } from 'react';
import { call } from './api.ts';

/**
 * Who runs the portal, as every page shows it: header, footer, sign-in page, titles.
 * The server writes it into index.html (plugins/web-app.ts), so the first paint and the first
 * render already show it without a call; a staff save reloads it. Nothing here names a business.
 */

const UNSET: PublicBusiness = publicBusinessOf(UNSET_BUSINESS_SETTINGS, null);

/** The business index.html carries, or null (the Vite dev server and unit tests have none). */
function embeddedBusiness(): PublicBusiness | null {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PUBLIC_BUSINESS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = publicBusiness.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const embedded = embeddedBusiness();
let current: PublicBusiness = embedded ?? UNSET;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the brand colour on the header at once (index.html sets it for the first paint). */
function applyBrandColour(business: PublicBusiness) {
  if (typeof document !== 'undefined')
    document.documentElement.style.setProperty('--brand-colour', business.brand_colour);
}

/** The business as shown now. */
export const currentBusiness = (): PublicBusiness => current;

/** The business, kept current in every component that shows it. */
export const useBusiness = (): PublicBusiness =>
  useSyncExternalStore(subscribe, currentBusiness, currentBusiness);

/** Reads the business again (after staff saved the settings, or when index.html carried none). */
export async function reloadBusiness(): Promise<void> {
  current = await call(publicBusiness, 'GET', '/business', { auth: false });
  applyBrandColour(current);
  for (const listener of listeners) listener();
}

/** Run once at start: the dev server's index.html has no business in it. */
export function loadBusinessIfMissing(): void {
  if (!embedded) reloadBusiness().catch(() => undefined);
}
