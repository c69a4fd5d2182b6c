import {
  type ProductionAnswer,
  type ProductionType,
  type StoredDesignSetup,
  storedDesignSetup,
} from '@portal/domain/files';
import type { productionFiles } from '../../db/schema/index.ts';
import { type StoredFileRow, storedFileAnswerOf } from './files.repo.ts';

export type ProductionRow = typeof productionFiles.$inferSelect;

/** Placements as stored: only boolean flags survive (an old or hand-edited row reads as none). */
const placementsOf = (value: unknown): Record<string, boolean> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      )
    : {};

/** The setup fields as stored; anything that no longer reads is left out. */
export const setupOf = (value: unknown): StoredDesignSetup => {
  const read = storedDesignSetup.safeParse(value);
  return read.success ? read.data : {};
};

export const productionAnswerOf = (file: StoredFileRow, production: ProductionRow): ProductionAnswer => ({
  ...storedFileAnswerOf(file),
  production_type: production.productionType as ProductionType,
  size: production.size,
  colours: production.colours,
  position: placementsOf(production.position),
  stitch_count: production.stitchCount,
  sort_order: production.sortOrder,
});
