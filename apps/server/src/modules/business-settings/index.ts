// What other modules use of the staff's settings tools: the guard that hides staff calls from customers.
export { staffOrNotFound } from './staff-or-not-found.ts';
