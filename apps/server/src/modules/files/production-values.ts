import { designSetupFields, type StoredDesignSetup } from '@portal/domain/files';

const SETUP_KEYS = Object.keys(designSetupFields) as (keyof StoredDesignSetup)[];

/** The setup fields a body carries, for the production's `setup` column; others are left out. */
export function designSetupOfBody(
  body: Partial<StoredDesignSetup>,
  base: StoredDesignSetup = {},
): StoredDesignSetup {
  const setup: Record<string, unknown> = { ...base };
  for (const key of SETUP_KEYS) if (body[key] !== undefined) setup[key] = body[key];
  return setup as StoredDesignSetup;
}
