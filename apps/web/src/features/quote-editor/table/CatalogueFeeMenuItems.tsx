import { Menu } from '@mantine/core';
import { CATALOGUE_KEYS } from '@portal/domain/catalogue';
import { usePriceTables } from '../../pricing/index.ts';

/**
 * The catalogues of the admin's Catalogue fees menu. "A new catalogue fee has quantity 1 and
 * takes its price from a per-catalogue fee table" (spec 9): the current price tables, read only
 * when the menu opens; until they arrive the fee is priced at the spec's 0.
 */
export function CatalogueFeeMenuItems({ onPick }: { onPick: (catalogue: string, price: number) => void }) {
  const tables = usePriceTables();
  const fees = tables.data?.tables.catalogueFees;
  return CATALOGUE_KEYS.map((key) => (
    <Menu.Item key={key} onClick={() => onPick(key, fees?.[key] ?? 0)}>
      {key}
    </Menu.Item>
  ));
}
