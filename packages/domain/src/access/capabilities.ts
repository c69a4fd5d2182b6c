import { isAdmin } from './roles.ts';

type Row = { admin: boolean; customer: boolean; source: string };

/**
 * The capability tables of both specs (quote spec 6, accounts spec 6) as one table, used by the
 * server to authorise and by the web to show controls. "Own" capabilities still need the
 * server's ownership check; this says only whether the role may do it at all. Accept and reject
 * by link belong to no role: the token decides (see status/).
 */
export const CAPABILITIES = {
  viewCosts: {
    admin: true,
    customer: false,
    source: 'quote 6: cost columns, cost totals, wholesale totals, gross profit and margin',
  },
  editDiscount: {
    admin: true,
    customer: false,
    source: 'quote 6: edit discount; discount fields enabled only for admins',
  },
  editTasks: { admin: true, customer: false, source: 'quote 6: edit tasks' },
  editCustomTemplates: { admin: true, customer: false, source: 'quote 6: edit custom templates' },
  editDelivery: { admin: true, customer: false, source: 'quote 6: edit delivery' },
  editSupplier: { admin: true, customer: false, source: 'quote 6: edit supplier' },
  editNotes: { admin: true, customer: false, source: 'quote 6: edit notes' },
  editDecoration: {
    admin: true,
    customer: false,
    source: 'quote 2: customers cannot edit decoration fields',
  },
  editPrices: { admin: true, customer: false, source: 'quote 1: staff price and cost quotes' },
  editCompletedQuote: { admin: true, customer: false, source: 'quote 6: edit a completed quote' },
  toggleNeedAttention: { admin: true, customer: false, source: 'quote 6' },
  toggleCostVisibility: { admin: true, customer: false, source: 'quote 6' },
  dragReorder: { admin: true, customer: false, source: 'quote 6: reorder not shown for customers' },
  addCatalogueFee: { admin: true, customer: false, source: 'quote 6' },
  addTasks: { admin: true, customer: false, source: 'quote 6' },
  brandManagement: { admin: true, customer: false, source: 'quote 6: brand management' },
  changeDefaultBrand: { admin: true, customer: false, source: 'quote 6' },
  sendToJobService: {
    admin: true,
    customer: false,
    source: 'quote 6, accounts 6: send to job-management service',
  },
  sendSms: { admin: true, customer: false, source: 'quote 6' },
  emailQuote: { admin: true, customer: false, source: 'quote 6' },
  busyWarning: { admin: true, customer: false, source: 'quote 6: busy-quote warning' },
  chooseAnyDecorationType: {
    admin: true,
    customer: false,
    source: 'quote 6: customers Screen Print 1C and Embroidery only',
  },
  adminUploadLogos: { admin: true, customer: false, source: 'quote 6: Admin Upload of logos' },
  selectAnyCompany: { admin: true, customer: false, source: 'accounts 6: own company and contacts only' },
  createCompany: { admin: true, customer: false, source: 'accounts 6' },
  deleteCompany: { admin: true, customer: false, source: 'accounts 6' },
  editReferral: { admin: true, customer: false, source: 'accounts 6' },
  createClient: { admin: true, customer: false, source: 'accounts 6' },
  createQuoteForClient: { admin: true, customer: false, source: 'accounts 6: customers own quotes only' },
  createOwnQuote: { admin: true, customer: true, source: 'accounts 6' },
  setReadySentArchive: { admin: true, customer: false, source: 'accounts 6: Ready, Sent, archive controls' },
  editQuoteLabel: { admin: true, customer: false, source: 'accounts 6: pencil' },
  editValidTo: { admin: true, customer: false, source: 'accounts 6, 2.10: only admin can change it' },
  approvePrice: {
    admin: true,
    customer: false,
    source: 'accounts 6: approve price and discount, see and edit',
  },
  memoFromEditScreen: { admin: true, customer: false, source: 'accounts 6' },
  useConversationLog: { admin: true, customer: true, source: 'accounts 6: conversation log use' },
  changeClientCredentials: {
    admin: true,
    customer: false,
    source: "accounts 6: change client's email/password",
  },
  changeOwnCredentials: { admin: true, customer: true, source: 'accounts 6: own email/password' },
  productionUpload: { admin: true, customer: false, source: 'accounts 6' },
  editClientOtherPosition: {
    admin: true,
    customer: false,
    source: "accounts 6: client's Other-position text",
  },
  productDataTools: {
    admin: true,
    customer: false,
    source: 'accounts 6: product upload, size, download tools',
  },
  accountsList: { admin: true, customer: false, source: 'accounts 6' },
  editPriceTables: { admin: true, customer: false, source: 'price tables editable by admins' },
} as const satisfies Record<string, Row>;

export type Capability = keyof typeof CAPABILITIES;

/** Whether a signed-in user may do something. Nobody signed in may do nothing. */
export const can = (user: { role: string } | null | undefined, capability: Capability): boolean => {
  if (!user) return false;
  const row: Row = CAPABILITIES[capability];
  return isAdmin(user) ? row.admin : row.customer;
};
