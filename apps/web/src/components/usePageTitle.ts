import { useDocumentTitle } from '@mantine/hooks';
import { useBusiness } from '../lib/business.ts';

/** A page's title, then the business's portal. */
export function usePageTitle(title: string): void {
  const { trading_name } = useBusiness();
  useDocumentTitle(`${title} · ${trading_name ? `${trading_name} ` : ''}Trade Portal`);
}
