import { orderStage } from '@portal/domain/status';
import type { ListKind } from './api/listQuotes.ts';

/**
 * Where View leads (accounts spec 2.8). Quotes open in the editor; orders open read-only when
 * their order_status contains 'Completed' (everyone) or 'Requested' (customers only), otherwise
 * in edit mode. Admins get the admin path.
 */
export const viewPath = (
  row: { id: number; order_status: string },
  kind: ListKind,
  admin: boolean,
): string => {
  const base = admin ? '/admin' : '';
  if (kind === 'quotes') return `${base}/requests/edit/${row.id}`;
  const stage = orderStage(row.order_status);
  const readOnly = stage === 'completed' || (stage === 'requested' && !admin);
  return `${base}/myorders/${readOnly ? 'view' : 'edit'}/${row.id}`;
};
