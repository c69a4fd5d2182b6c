import { PNG_1PX } from '../modules/companies/test-helpers.ts';
import { PDF_TWO_PAGES, PNG } from '../modules/files/test-files.ts';
import { fileForm } from '../modules/files/test-upload.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import type { FreshFileKind } from './fresh-files.ts';
import type { FreshMemo } from './fresh-memo.ts';
import { goldenContent } from './golden-content.ts';
import type { RouteKey } from './route-table.ts';

/** A customer account of the matrix and the objects it owns. */
export type Account = {
  userId: number;
  email: string;
  company: string;
  companyId: number;
  contactId: number;
  quoteId: number;
  /** A quote staff turned into an order, which its customer may reorder. */
  orderId: number;
};

/**
 * The object a request addresses: those of `owner`, and fresh ones of the owner for calls that
 * use an object up (delete, a status move), made by staff so every cell starts alike.
 */
export type Target = {
  owner: Account;
  fresh: {
    quote: () => Promise<number>;
    contact: () => Promise<number>;
    /** A new customer's company (a staff-only call may delete it). */
    company: () => Promise<number>;
    email: () => string;
    /** A new artwork file of the owner (fresh-files.ts). */
    file: (kind: FreshFileKind) => Promise<number>;
    /** A new note or file the owner wrote in its quote's log (fresh-memo.ts). */
    memo: (kind: 'note' | 'file') => Promise<FreshMemo>;
  };
  /** Reads as staff, for a body that sends back what is stored. */
  staffGet: <T>(url: string) => Promise<T>;
};

/** The version a quote is stored at: every write to a quote says it (decisions/060). */
const versionOf = async (t: Target, quoteId: number) =>
  (await t.staffGet<{ quote: { version: number } }>(`/api/quotes/edit/${quoteId}`)).quote.version;

/** A write to a quote: its url and the fields, with the version the quote is stored at. */
const quoteWrite = async (t: Target, route: string, quoteId: number, fields: object = {}) => ({
  url: `/api/quotes/${route}/${quoteId}`,
  body: { ...fields, version: await versionOf(t, quoteId) },
});

/** A call's url and body; a multipart body (a file upload) brings its content-type header. */
export type CallRequest = { url: string; body?: unknown; headers?: Record<string, string> };

/** An upload call: the multipart form as body and headers. */
const withFile = (url: string, form: { payload: Buffer; headers: Record<string, string> }): CallRequest => ({
  url,
  body: form.payload,
  headers: form.headers,
});
type Call = (t: Target) => CallRequest | Promise<CallRequest>;

const companyFields = (name: string, email: string) => ({
  company: name,
  phone: '02 9000 0000',
  email,
  address: '1 Matrix Lane',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
});

const contactFields = (companyId?: number) => ({
  ...(companyId ? { company_id: companyId } : {}),
  firstname: 'Morgan',
  lastname: 'Matrix',
  position: 'Buyer',
  mobile: '0400 000 000',
  email: 'morgan.matrix@example.com',
});

/**
 * How each route is called against an owner's objects, with a body that passes validation so
 * the answer is about who may call, not about the form. Keys are routes as fastify holds them;
 * a HEAD route uses its GET route's call. The matrix test fails when a route is missing here.
 */
export const AUTHORIZATION_CALLS: Record<RouteKey, Call> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/openapi.json': () => ({ url: '/api/openapi.json' }),
  'GET /api/docs': () => ({ url: '/api/docs' }),
  'GET /api/docs/:file': () => ({ url: '/api/docs/api-docs.js' }),

  'POST /api/users/login': (t) => ({
    url: '/api/users/login',
    body: { email: t.owner.email, password: DEMO_PASSWORD },
  }),
  'POST /api/users/register': (t) => ({
    url: '/api/users/register',
    body: {
      company: 'Matrix Registered Pty Ltd',
      number: '02 9000 0001',
      firstname: 'Reg',
      lastname: 'Istered',
      email: t.fresh.email(),
      password: 'long enough',
    },
  }),
  'POST /api/users/forgetpassword': (t) => ({
    url: '/api/users/forgetpassword',
    body: { email: t.owner.email },
  }),
  'POST /api/users/resetpassword': () => ({
    url: '/api/users/resetpassword',
    body: { token: 'not-a-link-the-portal-sent', password: 'long enough' },
  }),
  'POST /api/users/resetlinkstate': () => ({
    url: '/api/users/resetlinkstate',
    body: { token: 'not-a-link-the-portal-sent' },
  }),
  'POST /api/users/logout': () => ({ url: '/api/users/logout' }),
  'GET /api/users/me': () => ({ url: '/api/users/me' }),
  'GET /api/users/editaccount': () => ({ url: '/api/users/editaccount' }),
  'GET /api/users/index': () => ({ url: '/api/users/index' }),
  'GET /api/users/view/:id': (t) => ({ url: `/api/users/view/${t.owner.userId}` }),
  'POST /api/users/resetlink/:id': (t) => ({ url: `/api/users/resetlink/${t.owner.userId}`, body: {} }),
  'GET /api/services': () => ({ url: '/api/services' }),
  'POST /api/sms/status/:key': () => ({
    url: '/api/sms/status/sms-matrix',
    body: 'MessageSid=SM1&MessageStatus=delivered',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  // The same e-mail and password again: the call is exercised, the account stays usable.
  'POST /api/users/setpassword/:id': (t) => ({
    url: `/api/users/setpassword/${t.owner.userId}`,
    body: { email: t.owner.email, password: DEMO_PASSWORD },
  }),
  'GET /api/setting/getbyuserid/:id': (t) => ({ url: `/api/setting/getbyuserid/${t.owner.userId}` }),
  'POST /api/setting/setbyuserid/:id': (t) => ({
    url: `/api/setting/setbyuserid/${t.owner.userId}`,
    body: { other: 'Matrix Pocket' },
  }),
  'GET /api/business-settings': () => ({ url: '/api/business-settings' }),
  'POST /api/business-settings': async (t) => {
    const current = await t.staffGet<{ version: number; settings: object }>('/api/business-settings');
    return { url: '/api/business-settings', body: { version: current.version, settings: current.settings } };
  },
  'GET /api/business-settings/history': () => ({ url: '/api/business-settings/history' }),
  'GET /api/reports/margins': () => ({ url: '/api/reports/margins?from=2020-01-01&to=2029-12-31&by=client' }),
  'GET /api/reports/margins/csv': () => ({
    url: '/api/reports/margins/csv?from=2020-01-01&to=2029-12-31&by=process',
  }),
  'GET /api/reports/funnel': () => ({ url: '/api/reports/funnel?from=2020-01-01&to=2029-12-31' }),
  'GET /api/reports/funnel/csv': () => ({ url: '/api/reports/funnel/csv?from=2020-01-01&to=2029-12-31' }),
  'POST /api/business-settings/logo': () =>
    withFile('/api/business-settings/logo', fileForm('logo', 'logo.png', PNG)),
  'GET /api/business': () => ({ url: '/api/business' }),
  // No logo has this id: anyone gets the same 404 (a stored logo shows to anyone, tested apart).
  'GET /api/business/logo/:id': () => ({ url: '/api/business/logo/2147483000' }),
  'GET /api/outbox': () => ({ url: '/api/outbox' }),
  'GET /api/today': () => ({ url: '/api/today' }),
  'POST /api/outbox/retry/:id': () => ({ url: '/api/outbox/retry/2147483000', body: {} }),

  'GET /api/quotes/add': (t) => ({ url: `/api/quotes/add?userid=${t.owner.userId}` }),
  'POST /api/quotes/add': (t) => ({
    url: `/api/quotes/add?userid=${t.owner.userId}`,
    body: { content: goldenContent(), contact_user: String(t.owner.contactId), label: 'Matrix new' },
  }),
  'GET /api/quotes/edit/:id': (t) => ({ url: `/api/quotes/edit/${t.owner.quoteId}` }),
  'POST /api/quotes/edit/:id': async (t) =>
    quoteWrite(t, 'edit', await t.fresh.quote(), { client_label: 'Matrix saved' }),
  'GET /api/quotes/index': (t) => ({
    url: `/api/quotes/index?userid=${t.owner.userId}&contactid=${t.owner.contactId}`,
  }),
  'GET /api/quotes/orders': (t) => ({ url: `/api/quotes/orders?userid=${t.owner.userId}` }),
  'GET /api/quotes/index/window': (t) => ({ url: `/api/quotes/index/window?userid=${t.owner.userId}` }),
  'GET /api/quotes/orders/window': (t) => ({ url: `/api/quotes/orders/window?userid=${t.owner.userId}` }),
  'GET /api/quotes/getquotebyid/:userId': (t) => ({ url: `/api/quotes/getquotebyid/${t.owner.userId}` }),
  'POST /api/quotes/setstatus/:id': async (t) =>
    quoteWrite(t, 'setstatus', await t.fresh.quote(), { status: 'Pending Quote' }),
  'POST /api/quotes/setready/:id': (t) => quoteWrite(t, 'setready', t.owner.quoteId, { ready: true }),
  'POST /api/quotes/renew/:id': async (t) => quoteWrite(t, 'renew', await t.fresh.quote()),
  'POST /api/quotes/reprice/:id': async (t) => quoteWrite(t, 'reprice', await t.fresh.quote()),
  'POST /api/quotes/setsent/:id': (t) => quoteWrite(t, 'setsent', t.owner.quoteId, { sent: true }),
  'POST /api/quotes/setarchive/:id': (t) => quoteWrite(t, 'setarchive', t.owner.quoteId, { archive: false }),
  'POST /api/quotes/repeat/:id': (t) => ({ url: `/api/quotes/repeat/${t.owner.orderId}` }),
  'POST /api/quotes/delete/:id': async (t) => quoteWrite(t, 'delete', await t.fresh.quote()),
  'GET /api/quotes/getlog/:id': (t) => ({ url: `/api/quotes/getlog/${t.owner.quoteId}` }),
  'GET /api/quotes/logo/:id': (t) => ({ url: `/api/quotes/logo/${t.owner.quoteId}` }),
  'GET /api/quotes/quotepdf1/:id': (t) => ({ url: `/api/quotes/quotepdf1/${t.owner.quoteId}` }),
  'GET /api/quotes/emaildraft/:id': (t) => ({ url: `/api/quotes/emaildraft/${t.owner.quoteId}` }),
  'GET /api/quotes/sendpreview/:id': (t) => ({ url: `/api/quotes/sendpreview/${t.owner.quoteId}` }),
  'GET /api/quotes/smsdraft/:id': (t) => ({ url: `/api/quotes/smsdraft/${t.owner.quoteId}` }),
  'POST /api/quotes/sendsms/:id': (t) => ({
    url: `/api/quotes/sendsms/${t.owner.quoteId}`,
    body: { telnum: '0412 345 678', note: `Matrix text ${Date.now()}` },
  }),
  'GET /api/reminders/clients/:id': (t) => ({ url: `/api/reminders/clients/${t.owner.userId}` }),
  'POST /api/reminders/clients/:id': (t) => ({
    url: `/api/reminders/clients/${t.owner.userId}`,
    body: { overrides: { not_opened: { days: 3 } } },
  }),
  'GET /api/reminders/quotes/:id': (t) => ({ url: `/api/reminders/quotes/${t.owner.quoteId}` }),
  'POST /api/reminders/quotes/:id': (t) => ({
    url: `/api/reminders/quotes/${t.owner.quoteId}`,
    body: { overrides: { on_expiry: { on: true } } },
  }),
  'POST /api/reminders/quotes/:id/snooze': (t) => ({
    url: `/api/reminders/quotes/${t.owner.quoteId}/snooze`,
    body: { until: null },
  }),
  'POST /api/quotes/sendemail/:id': async (t) =>
    quoteWrite(t, 'sendemail', t.owner.quoteId, {
      to: [`matrix-${Date.now()}@example.com`],
      subject: 'Matrix quote',
      text: 'Your quote.',
    }),
  'GET /api/proofs/index/:id': (t) => ({ url: `/api/proofs/index/${t.owner.quoteId}` }),
  'POST /api/proofs/opened/:id': (t) => ({ url: `/api/proofs/opened/${t.owner.quoteId}`, body: {} }),
  'POST /api/proofs/reconfirm/:id': (t) => ({
    url: `/api/proofs/reconfirm/${t.owner.quoteId}`,
    body: { row_id: 'd1' },
  }),
  'POST /api/proofs/add': (t) =>
    withFile(
      '/api/proofs/add',
      fileForm('proof', 'proof.png', PNG, { quote_id: String(t.owner.quoteId), row_id: 'd1' }),
    ),
  'POST /api/proofs/send/:id': async (t) => ({ url: `/api/proofs/send/${await t.fresh.quote()}`, body: {} }),
  'POST /api/proofs/override/:id': (t) => ({
    url: `/api/proofs/override/${t.owner.quoteId}`,
    body: { row_id: 'd1', reason: 'Matrix: approved by phone' },
  }),
  'POST /api/proofs/approve/:id': () => ({
    url: '/api/proofs/approve/2147483000',
    body: { sha256: '0'.repeat(64), name: 'Matrix', checklist: [] },
  }),
  'POST /api/proofs/requestchanges/:id': () => ({
    url: '/api/proofs/requestchanges/2147483000',
    body: { note: 'Matrix changes' },
  }),
  'GET /api/proofs/file/:id': () => ({ url: '/api/proofs/file/2147483000' }),
  'POST /api/proofs/fetchstatus': () => ({
    url: '/api/proofs/fetchstatus',
    body: { token: 'not-a-token-anyone-issued' },
  }),
  'POST /api/proofs/approve': () => ({
    url: '/api/proofs/approve',
    body: { token: 'not-a-token-anyone-issued', proof_id: 1, sha256: '0'.repeat(64), name: 'Matrix' },
  }),
  'POST /api/proofs/requestchanges': () => ({
    url: '/api/proofs/requestchanges',
    body: { token: 'not-a-token-anyone-issued', proof_id: 1, name: 'Matrix', note: 'Matrix changes' },
  }),
  'GET /api/proofs/linkfile/:id': () => ({ url: '/api/proofs/linkfile/1?token=not-a-token-anyone-issued' }),
  'POST /api/quotes/fetchstatus': () => ({
    url: '/api/quotes/fetchstatus',
    body: { token: 'not-a-token-anyone-issued' },
  }),
  'POST /api/quotes/accept': () => ({
    url: '/api/quotes/accept',
    body: { token: 'not-a-token-anyone-issued', name: 'Matrix' },
  }),
  'POST /api/quotes/linkcertificate': () => ({
    url: '/api/quotes/linkcertificate',
    body: { token: 'not-a-token-anyone-issued' },
  }),
  'POST /api/quotes/linkrevision': () => ({
    url: '/api/quotes/linkrevision',
    body: { token: 'not-a-token-anyone-issued' },
  }),
  'GET /api/quotes/acceptance/:id': (t) => ({ url: `/api/quotes/acceptance/${t.owner.quoteId}` }),
  'GET /api/quotes/progress/:id': (t) => ({ url: `/api/quotes/progress/${t.owner.quoteId}` }),
  'GET /api/quotes/acceptancecertificate/:id': (t) => ({
    url: `/api/quotes/acceptancecertificate/${t.owner.quoteId}`,
  }),
  'POST /api/quotes/acceptquote/:id': async (t) =>
    quoteWrite(t, 'acceptquote', await t.fresh.quote(), { name: 'Matrix', po_number: 'PO-1' }),
  'POST /api/quotes/reject': () => ({
    url: '/api/quotes/reject',
    body: { token: 'not-a-token-anyone-issued', reason: 'price' },
  }),
  'POST /api/quotes/requestchanges': () => ({
    url: '/api/quotes/requestchanges',
    body: { token: 'not-a-token-anyone-issued', name: 'Matrix', changes: 'Navy instead' },
  }),
  'GET /api/quotes/checkaccess': (t) => ({ url: `/api/quotes/checkaccess?quote_id=${t.owner.quoteId}` }),

  'GET /api/pricetables': () => ({ url: '/api/pricetables' }),
  'POST /api/pricetables': async (t) => ({
    url: '/api/pricetables',
    body: (await t.staffGet<{ tables: unknown }>('/api/pricetables')).tables,
  }),
  'GET /api/customerBrands/getcost': () => ({ url: '/api/customerBrands/getcost?sc=5000&qty=20' }),
  'GET /api/pricetables/forpricing': (t) => ({
    url: `/api/pricetables/forpricing?quote_id=${t.owner.quoteId}`,
  }),

  'GET /api/products/getproductlist/:key': () => ({ url: '/api/products/getproductlist/AS' }),
  'GET /api/products/getproductbyshortcode/:key': async (t) => {
    const found = await t.staffGet<{ products: { shortcode: string }[] }>('/api/products/search/AS?limit=1');
    return { url: `/api/products/getproductbyshortcode/AS?shortcode=${found.products[0]?.shortcode}` };
  },
  'GET /api/products/search/:key': () => ({ url: '/api/products/search/AS?q=tee' }),
  'GET /api/products/getsizes/:provider': () => ({ url: '/api/products/getsizes/AS' }),
  'POST /api/products/setsizeorder/:provider': () => ({
    url: '/api/products/setsizeorder/AS',
    body: { sizes: [{ sizename: 'S', position: 1 }] },
  }),
  'GET /api/products/downloadcsv/:provider': () => ({ url: '/api/products/downloadcsv/AS' }),
  'GET /api/products/downloadsquare/:provider': () => ({ url: '/api/products/downloadsquare/AS' }),
  'GET /api/products/placeholder/:kind/:file': () => ({ url: '/api/products/placeholder/tee/1a2b3c.svg' }),

  // No file and no rows: staff are told what is missing, and no catalogue changes.
  'POST /api/pages/upload': () => ({ url: '/api/pages/upload', body: { supplier: 'AS' } }),
  'GET /api/uploadproducts/index': () => ({ url: '/api/uploadproducts/index?supplier=AS' }),
  'POST /api/uploadproducts/add': () => ({ url: '/api/uploadproducts/add', body: { supplier: 'AS' } }),
  'GET /api/quotes/getSupplier': () => ({ url: '/api/quotes/getSupplier?supplierName=AS' }),
  'GET /api/quotes/getSupplier/': () => ({ url: '/api/quotes/getSupplier/?supplierName=AS' }),
  'POST /api/uploadProducts/deletexero': () => ({
    url: '/api/uploadProducts/deletexero',
    body: { supplier: 'AS' },
  }),
  'POST /api/uploadproducts/fetchwfm': () => ({ url: '/api/uploadproducts/fetchwfm' }),
  'GET /api/uploadproducts/wfmwork': () => ({ url: '/api/uploadproducts/wfmwork' }),
  'GET /api/xero/gettemplates': () => ({ url: '/api/xero/gettemplates' }),
  'POST /api/xero/getxerotemplate': () => ({ url: '/api/xero/getxerotemplate' }),
  'POST /api/quotes/sendworkflowmax/:id': (t) => ({
    url: `/api/quotes/sendworkflowmax/${t.owner.orderId}`,
    body: { wfm_category: 'Embroidery' },
  }),
  'GET /api/quotes/handoff/:id': (t) => ({ url: `/api/quotes/handoff/${t.owner.orderId}` }),
  'GET /api/quotes/handoffs': (t) => ({ url: `/api/quotes/handoffs?ids=${t.owner.orderId}` }),

  'GET /api/companies/list': () => ({ url: '/api/companies/list' }),
  'GET /api/companies/list/': () => ({ url: '/api/companies/list/' }),
  'GET /api/companies/getcompanybyuser/:userId': (t) => ({
    url: `/api/companies/getcompanybyuser/${t.owner.userId}`,
  }),
  // The owner already has its company: whoever may reach the account is told so (409).
  'POST /api/companies/add/:userid?': (t) => ({
    url: `/api/companies/add/${t.owner.userId}`,
    body: companyFields('Matrix Second Company', 'second@matrix.example.com'),
  }),
  'POST /api/companies/edit/:id': (t) => ({
    url: `/api/companies/edit/${t.owner.companyId}`,
    body: companyFields(t.owner.company, t.owner.email),
  }),
  'GET /api/companies/deletepreview/:id': (t) => ({
    url: `/api/companies/deletepreview/${t.owner.companyId}`,
  }),
  'POST /api/companies/delete/:id': async (t) => ({
    url: `/api/companies/delete/${await t.fresh.company()}?confirm=1`,
  }),
  'POST /api/companies/addcontact': (t) => ({
    url: '/api/companies/addcontact',
    body: contactFields(t.owner.companyId),
  }),
  'POST /api/companies/editcontact/:id': async (t) => ({
    url: `/api/companies/editcontact/${await t.fresh.contact()}`,
    body: contactFields(),
  }),
  'POST /api/companies/deletecontact/:id': async (t) => ({
    url: `/api/companies/deletecontact/${await t.fresh.contact()}`,
  }),
  'POST /api/companies/addlogo/:companyId': (t) => ({
    url: `/api/companies/addlogo/${t.owner.companyId}`,
    body: { logo: `data:image/png;base64,${PNG_1PX.toString('base64')}` },
  }),
  'GET /api/companies/addressespdf/:contactId': (t) => ({
    url: `/api/companies/addressespdf/${t.owner.contactId}`,
  }),
  'GET /api/contacts/getcontactsforsearch': () => ({ url: '/api/contacts/getcontactsforsearch' }),
  'GET /api/contacts/getcontact': (t) => ({ url: `/api/contacts/getcontact?id=${t.owner.contactId}` }),

  'GET /api/brands/index': (t) => ({ url: `/api/brands/index?userid=${t.owner.userId}` }),
  'POST /api/brands/add': (t) =>
    withFile(
      `/api/brands/add?userid=${t.owner.userId}`,
      fileForm('brand', 'matrix.png', PNG, { adminFile: '0' }),
    ),
  'POST /api/brands/delete/:id': async (t) => ({ url: `/api/brands/delete/${await t.fresh.file('brand')}` }),
  'GET /api/visuals/index': (t) => ({ url: `/api/visuals/index?userid=${t.owner.userId}` }),
  'POST /api/visuals/add': (t) =>
    withFile(
      `/api/visuals/add?userid=${t.owner.userId}`,
      fileForm('visual', 'matrix.png', PNG, { quote_id: String(t.owner.quoteId) }),
    ),
  'POST /api/visuals/delete/:id': async (t) => ({
    url: `/api/visuals/delete/${await t.fresh.file('visual')}`,
  }),
  'GET /api/productions/index': (t) => ({ url: `/api/productions/index?userid=${t.owner.userId}` }),
  'POST /api/productions/add': (t) =>
    withFile(
      '/api/productions/add',
      fileForm('production', 'matrix.pdf', PDF_TWO_PAGES, {
        user_id: String(t.owner.userId),
        production_type: 'screen_print',
      }),
    ),
  'POST /api/productions/edit/:id': async (t) => ({
    url: `/api/productions/edit/${await t.fresh.file('production')}`,
    body: { sort_order: 3 },
  }),
  'POST /api/productions/delete/:id': async (t) => ({
    url: `/api/productions/delete/${await t.fresh.file('production')}`,
  }),
  'POST /api/productions/styleguide': (t) =>
    withFile(
      `/api/productions/styleguide?userid=${t.owner.userId}`,
      fileForm('styleguide', 'guide.pdf', PDF_TWO_PAGES),
    ),
  'POST /api/assets/add': (t) =>
    withFile(`/api/assets/add?userid=${t.owner.userId}`, fileForm('brand', 'quote-logo.png', PNG)),
  'GET /api/customerBrands/getbrand': async (t) => ({
    url: `/api/customerBrands/getbrand?user_id=${t.owner.userId}&brand_id=${await t.fresh.file('production')}`,
  }),
  'GET /api/files/:id': async (t) => ({ url: `/api/files/${await t.fresh.file('brand')}` }),

  'GET /api/quotes/getmemo/:id': (t) => ({ url: `/api/quotes/getmemo/${t.owner.quoteId}` }),
  'GET /api/quotes/getcompanymemo/:id': (t) => ({ url: `/api/quotes/getcompanymemo/${t.owner.userId}` }),
  'POST /api/quotes/addmemo/:id': (t) => ({
    url: `/api/quotes/addmemo/${t.owner.quoteId}`,
    body: { memo_note: '<p>Matrix note</p>' },
  }),
  'POST /api/quotes/requestchanges/:id': (t) => ({
    url: `/api/quotes/requestchanges/${t.owner.quoteId}`,
    body: { changes: 'Navy instead, please' },
  }),
  'POST /api/quotes/askaboutline/:id': (t) => ({
    url: `/api/quotes/askaboutline/${t.owner.quoteId}`,
    body: { line_id: 'p1', question: 'Does this come in navy?' },
  }),
  'POST /api/quotes/answerline/:id': (t) => ({
    url: `/api/quotes/answerline/${t.owner.quoteId}`,
    body: { line_id: 'p1', answer: 'It does.' },
  }),
  'POST /api/quotes/markanswered/:id': (t) => ({
    url: `/api/quotes/markanswered/${t.owner.quoteId}`,
    body: { line_id: 'no-such-line' },
  }),
  'POST /api/quotes/addcompanymemo': (t) => ({
    url: '/api/quotes/addcompanymemo',
    body: { memo_note: '<p>Matrix note</p>', user_to: t.owner.userId },
  }),
  'POST /api/quotes/uploadmemofile': (t) =>
    withFile(
      '/api/quotes/uploadmemofile',
      fileForm('file', 'matrix.png', PNG, { msg_type: 'quote', quote_id: String(t.owner.quoteId) }),
    ),
  'GET /api/quotes/removememo/:id': async (t) => ({
    url: `/api/quotes/removememo/${(await t.fresh.memo('note')).id}`,
  }),
  'POST /api/inbound/mail': () => ({
    url: '/api/inbound/mail',
    body: Buffer.from('From: a@b.test\r\nTo: reply+q1.x@replies.test\r\nSubject: hi\r\n\r\nhello\r\n'),
    headers: { 'content-type': 'message/rfc822' },
  }),
  'GET /api/inbound/index': () => ({ url: '/api/inbound/index' }),
  'GET /api/quotes/getmemofile': async (t) => ({
    url: `/api/quotes/getmemofile?fileName=fresh-note.png&filePath=${(await t.fresh.memo('file')).fileId}`,
  }),
  'GET /api/quotes/getmemofile/': async (t) => ({
    url: `/api/quotes/getmemofile/?fileName=fresh-note.png&filePath=${(await t.fresh.memo('file')).fileId}`,
  }),
};
