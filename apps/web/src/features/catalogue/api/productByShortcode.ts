import { productDetailAnswer } from '@portal/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /products/getproductbyshortcode/{key}?shortcode: one product and its colour by size grid. */
export const fetchProductByShortcode = (key: string, shortcode: string, signal?: AbortSignal) =>
  call(
    productDetailAnswer,
    'GET',
    `/products/getproductbyshortcode/${encodeURIComponent(key)}?shortcode=${encodeURIComponent(shortcode)}`,
    { signal },
  );

export const productByShortcodeQuery = (key: string, shortcode: string) =>
  queryOptions({
    queryKey: ['catalogue', key, 'product', shortcode],
    queryFn: ({ signal }) => fetchProductByShortcode(key, shortcode, signal),
    staleTime: 5 * 60_000,
  });

export const useProductByShortcode = (key: string | null, shortcode: string | null) =>
  useQuery({ ...productByShortcodeQuery(key ?? '', shortcode ?? ''), enabled: Boolean(key && shortcode) });
