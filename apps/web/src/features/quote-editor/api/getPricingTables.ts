import { versionedPriceTables } from '@portal/domain/pricing';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/**
 * GET /pricetables/forpricing: the tables the next save prices with, so the totals shown as
 * the user types are the ones the server will store. Customers get them without costs.
 */
export const pricingTablesQuery = () =>
  queryOptions({
    queryKey: editorKeys.pricing(),
    queryFn: ({ signal }) => call(versionedPriceTables, 'GET', '/pricetables/forpricing', { signal }),
    staleTime: 60_000,
  });
