import type { ListKind } from './api/listQuotes.ts';

/** Which columns a list shows (accounts spec 2.8): Ready, Sent and Archive for admins only. */
export type ColumnSet = {
  kind: ListKind;
  admin: boolean;
  /** The company column helps only when the list spans several clients. */
  company: boolean;
  /** Staff's Jobs tab: each order's job and invoice, in one column. */
  handoff: boolean;
};

export const columnCount = ({ admin, company, handoff }: ColumnSet): number =>
  // logo, No., Name, Status, Created, Valid Until, History, Total, View
  9 + (company ? 1 : 0) + (admin ? 3 : 0) + (handoff ? 1 : 0);

/** Orders show their id as Q{id} (accounts spec 3). */
export const displayId = (id: number, kind: ListKind): string => (kind === 'orders' ? `Q${id}` : String(id));
