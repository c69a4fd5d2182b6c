/**
 * The hand-off of orders to job management (WorkflowMax) and invoicing (Xero), how
 * each order's job and invoice stand, for staff, beside the order and in the Jobs tab.
 */

export { orderHandoffQuery } from './api/getOrderHandoff.ts';
export { handoffKeys } from './api/keys.ts';
export { useHandoffs } from './api/listHandoffs.ts';
export { HandoffLine } from './components/HandoffLine.tsx';
export { OrderHandoff } from './components/OrderHandoff.tsx';
export { SendToJobsDialog } from './components/SendToJobsDialog.tsx';
