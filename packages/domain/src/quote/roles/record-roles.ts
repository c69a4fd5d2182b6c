import type { QuoteRecord } from '../schema/record.ts';
import {
  hiddenComputed,
  hiddenStaff,
  type RoleTable,
  shownComputed,
  shownCustomer,
  shownStaff,
} from './field-role.ts';

/**
 * The field roles of the quote record (accounts spec 3 and 6). `content` is the customer's to
 * edit, through the row tables. The label is staff's once the quote exists; a customer names a
 * new quote (CUSTOMER_NAMES_NEW_QUOTE).
 */
export const recordRoles = {
  id: shownComputed,
  user_id: shownComputed,
  label: shownStaff,
  client_label: shownCustomer,
  revision: shownComputed,
  status: shownComputed,
  order_status: shownComputed,
  price: shownComputed,
  discount: hiddenStaff,
  approved_price: hiddenStaff,
  gst: shownComputed,
  cost: hiddenComputed,
  margin_value: hiddenComputed,
  margin_percent: hiddenComputed,
  valid_to: shownStaff,
  created_at: shownComputed,
  updated_at: shownComputed,
  content: shownCustomer,
  memo_note: shownStaff,
  customise_logo: shownCustomer,
  logo: shownCustomer,
  contact_user: shownCustomer,
  contact_address: shownCustomer,
  contact_info: shownCustomer,
  custom_address: shownCustomer,
  delivery_required: shownCustomer,
  pickup_instore: shownCustomer,
  collection_id: shownCustomer,
  wfm_order_no: shownCustomer,
  wfm_id: shownStaff,
  default_brand: shownStaff,
  ready: hiddenStaff,
  sent: hiddenStaff,
  archive: shownStaff,
  version: shownComputed,
  company: shownComputed,
} as const satisfies RoleTable<QuoteRecord>;

/** On a new quote a customer names it; after that the label is staff's (the pencil, spec 6). */
export const CUSTOMER_NAMES_NEW_QUOTE = 'label' as const satisfies keyof QuoteRecord;

/** Whether a customer's value for this record field is taken (otherwise the stored one stays). */
export const customerMaySetRecordField = (field: string, creating: boolean): boolean =>
  (creating && field === CUSTOMER_NAMES_NEW_QUOTE) ||
  (field in recordRoles && recordRoles[field as keyof typeof recordRoles].setBy === 'customer');
