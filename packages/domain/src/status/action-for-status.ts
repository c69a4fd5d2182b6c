import { isAdmin } from '../access/roles.ts';
import type { StatusAction } from './transitions.ts';

/**
 * POST /quotes/setstatus sends the status wanted, not an action. This names the machine action
 * that leads there for the caller's role, or null when no action sets that status directly.
 */
export const actionForStatus = (status: string, user: { role: string }): StatusAction | null => {
  const wanted = status.trim().toLowerCase();
  const admin = isAdmin(user);
  const table: Record<string, StatusAction> = admin
    ? {
        'completed quote': 'complete_quote',
        'requested order': 'request_order',
        'completed order': 'finalise_order',
      }
    : {
        'pending quote': 'request_quote',
        'declined quote': 'decline_quote',
        'requested order': 'request_order',
      };
  return table[wanted] ?? null;
};
