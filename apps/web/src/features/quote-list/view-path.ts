import { orderStage } from '@portal/domain/status';
import type { ListKind } from './api/listQuotes.ts';

/**
 * Where View leads (accounts spec 2.8). Quotes open in the editor; orders open read-only when
 * their order_status contains 'Completed' (everyone) or 'Requested' (customers only), otherwise
 * in edit mode. Admins get the admin path. What a row is comes from its order_status, not the
 * list it sits in: the client hub's Quotes tab lists a client's accepted orders too.
 */
export const viewPath = (
  row: { id: number; order_status: string },
  kind: ListKind,
  admin: boolean,
): string => {
  const base = admin ? '/admin' : '';
  const stage = orderStage(row.order_status);
  if (kind === 'quotes' && stage === 'none') return `${base}/requests/edit/${row.id}`;
  const readOnly = stage === 'completed' || (stage === 'requested' && !admin);
  return `${base}/myorders/${readOnly ? 'view' : 'edit'}/${row.id}`;
};
