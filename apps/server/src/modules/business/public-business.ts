import {
  type BusinessSettings,
  type PublicBusiness,
  publicBusinessOf,
} from '@portal/domain/business-settings';
import type { Db } from '../../db/client.ts';
import { readBusinessSettings } from './read-business-settings.ts';

/** Where the logo shows from: its id in the path, so each logo can be cached for good. */
export const businessLogoUrlOf = (fileId: number | null): string | null =>
  fileId === null ? null : `/api/business/logo/${fileId}`;

/** The business as every page shows it, with the logo's address. */
export const publicBusinessFrom = (settings: BusinessSettings): PublicBusiness =>
  publicBusinessOf(settings, businessLogoUrlOf(settings.logo_file_id));

export const readPublicBusiness = async (db: Db): Promise<PublicBusiness> =>
  publicBusinessFrom(await readBusinessSettings(db));
