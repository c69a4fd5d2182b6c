import { publicBusiness } from '@portal/domain/business-settings';
import { call } from './api.ts';
import { showBusiness } from './business.ts';

/** Reads the business again after staff saved the settings, and shows it on every page part. */
export async function reloadBusiness(): Promise<void> {
  showBusiness(await call(publicBusiness, 'GET', '/business', { auth: false }));
}
