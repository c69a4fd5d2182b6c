import type { RouteKey } from './route-table.ts';

/**
 * How a caller stands to the object a request addresses: `own` is a customer on its own
 * account's object, `foreign` a customer on another customer's, `staff` an admin on a
 * customer's, `anonymous` no session at all.
 */
export type Relation = 'anonymous' | 'own' | 'foreign' | 'staff';
export type Expected = Record<Relation, number>;

/** Anyone, signed in or not, gets the same answer. */
const PUBLIC = (status: number): Expected => ({
  anonymous: status,
  own: status,
  foreign: status,
  staff: status,
});
/** Any signed-in user; the answer is the caller's own (a userid of someone else is ignored). */
const SIGNED_IN: Expected = { anonymous: 401, own: 200, foreign: 200, staff: 200 };
/** An object of one account: its customer and staff reach it; another customer gets 404. */
const OWNED: Expected = { anonymous: 401, own: 200, foreign: 404, staff: 200 };
/** Staff tools: a customer may not call them at all, whatever the object (403). */
const STAFF_ONLY: Expected = { anonymous: 401, own: 403, foreign: 403, staff: 200 };
const staffOnly = (staff: number): Expected => ({ ...STAFF_ONLY, staff });
/** Staff tools that do not exist for a customer at all (404): the business's settings. */
const STAFF_UNSEEN: Expected = { anonymous: 401, own: 404, foreign: 404, staff: 200 };

/**
 * The authorization matrix: for every API route, the status each caller
 * gets on an object of its own and of someone else (docs/decisions/081). Checked by
 * authorization-matrix.test.ts, which fails when the server has a route this table does not
 * name or this table names a route the server no longer has. A HEAD route is checked
 * against its GET route's row. Any 2xx a customer gets must also hold nothing of the other
 * customer's account.
 */
export const AUTHORIZATION_MATRIX: Record<RouteKey, Expected> = {
  'GET /api/health': PUBLIC(200),
  'GET /api/openapi.json': PUBLIC(200),
  // The API reference page and its files describe the API, the same for anyone.
  'GET /api/docs': PUBLIC(200),
  'GET /api/docs/:file': PUBLIC(200),

  // Sign-in and its pages are public by nature; the answer depends on what is sent, not on who.
  'POST /api/users/login': PUBLIC(200),
  'POST /api/users/register': PUBLIC(200),
  // The matrix's portal has no mail server: forgot password says so to anyone (decisions/106).
  'POST /api/users/forgetpassword': PUBLIC(503),
  'POST /api/users/resetlink/:id': STAFF_ONLY,
  'GET /api/services': STAFF_ONLY,
  // Twilio's reports: signed, not signed in; no SMS provider in the matrix's portal, so 404.
  'POST /api/sms/status/:key': PUBLIC(404),
  'POST /api/users/resetpassword': PUBLIC(400),
  'POST /api/users/resetlinkstate': PUBLIC(200),
  'POST /api/users/logout': SIGNED_IN,
  'GET /api/users/me': SIGNED_IN,
  'GET /api/users/editaccount': SIGNED_IN,
  'GET /api/users/index': STAFF_ONLY,
  'GET /api/users/view/:id': STAFF_ONLY,
  'POST /api/users/setpassword/:id': OWNED,
  'GET /api/setting/getbyuserid/:id': OWNED,
  'POST /api/setting/setbyuserid/:id': OWNED,
  // The business's own settings; what every page shows of the business is public.
  'GET /api/business-settings': STAFF_UNSEEN,
  'POST /api/business-settings': STAFF_UNSEEN,
  'GET /api/business-settings/history': STAFF_UNSEEN,
  'POST /api/business-settings/logo': STAFF_UNSEEN,
  'GET /api/business': PUBLIC(200),
  // Staff's reports of orders and quotes: no call at all to a customer.
  'GET /api/reports/margins': STAFF_UNSEEN,
  'GET /api/reports/margins/csv': STAFF_UNSEEN,
  'GET /api/reports/funnel': STAFF_UNSEEN,
  'GET /api/reports/funnel/csv': STAFF_UNSEEN,
  'GET /api/business/logo/:id': PUBLIC(404),
  'GET /api/outbox': STAFF_ONLY,
  // The staff home page: to a customer it does not exist.
  'GET /api/today': STAFF_UNSEEN,
  // No failed message in the matrix's data: staff get the refusal in words, not a 404 or 500.
  'POST /api/outbox/retry/:id': staffOnly(400),

  'GET /api/quotes/add': SIGNED_IN,
  'POST /api/quotes/add': OWNED,
  'GET /api/quotes/edit/:id': OWNED,
  'POST /api/quotes/edit/:id': OWNED,
  'GET /api/quotes/index': SIGNED_IN,
  'GET /api/quotes/orders': SIGNED_IN,
  'GET /api/quotes/index/window': SIGNED_IN,
  'GET /api/quotes/orders/window': SIGNED_IN,
  'GET /api/quotes/getquotebyid/:userId': OWNED,
  // A draft moved to Pending Quote: the customer's move; the machine refuses it to staff (400).
  'POST /api/quotes/setstatus/:id': { ...OWNED, staff: 400 },
  'POST /api/quotes/setready/:id': STAFF_ONLY,
  'POST /api/quotes/renew/:id': STAFF_ONLY,
  'POST /api/quotes/reprice/:id': STAFF_ONLY,
  'POST /api/quotes/setsent/:id': STAFF_ONLY,
  'POST /api/quotes/setarchive/:id': STAFF_ONLY,
  'POST /api/quotes/repeat/:id': OWNED,
  'POST /api/quotes/delete/:id': OWNED,
  'GET /api/quotes/getlog/:id': OWNED,
  'GET /api/quotes/logo/:id': OWNED,
  'GET /api/quotes/quotepdf1/:id': OWNED,
  'GET /api/quotes/emaildraft/:id': STAFF_ONLY,
  'GET /api/quotes/sendpreview/:id': STAFF_ONLY,
  'GET /api/quotes/smsdraft/:id': STAFF_ONLY,
  'POST /api/quotes/sendsms/:id': STAFF_ONLY,
  'GET /api/reminders/clients/:id': STAFF_UNSEEN,
  'POST /api/reminders/clients/:id': STAFF_UNSEEN,
  'GET /api/reminders/quotes/:id': STAFF_UNSEEN,
  'POST /api/reminders/quotes/:id': STAFF_UNSEEN,
  'POST /api/reminders/quotes/:id/snooze': STAFF_UNSEEN,
  'POST /api/quotes/sendemail/:id': STAFF_ONLY,
  // The link calls need no sign-in and answer by token alone: a token nobody issued is 404 to all.
  'POST /api/quotes/fetchstatus': PUBLIC(404),
  'POST /api/quotes/accept': PUBLIC(404),
  'POST /api/quotes/linkcertificate': PUBLIC(404),
  'POST /api/quotes/linkrevision': PUBLIC(404),
  'GET /api/quotes/acceptance/:id': OWNED,
  'GET /api/quotes/progress/:id': OWNED,
  // The matrix's quotes were never accepted, so none has a certificate (acceptance.test.ts
  // downloads one as its customer and staff).
  'GET /api/quotes/acceptancecertificate/:id': { anonymous: 401, own: 404, foreign: 404, staff: 404 },
  // Its fresh quote is a draft the machine will not accept; staff do not accept for a customer.
  'POST /api/quotes/acceptquote/:id': { anonymous: 401, own: 400, foreign: 404, staff: 403 },
  'POST /api/quotes/reject': PUBLIC(404),
  'POST /api/quotes/requestchanges': PUBLIC(404),
  'GET /api/quotes/checkaccess': STAFF_ONLY,

  // Artwork proofs. The matrix's quotes have no sent proof, so the portal's answers and the file
  // reach no proof (404; staff are refused answering for a customer first, 403); proofs.test.ts
  // answers real proofs as their customer, another customer and through links.
  'GET /api/proofs/index/:id': OWNED,
  // Staff's opening is answered, and not recorded: it is not the customer's.
  'POST /api/proofs/opened/:id': OWNED,
  // The matrix's quote is no reorder: its customer is told there is nothing to re-confirm.
  'POST /api/proofs/reconfirm/:id': { anonymous: 401, own: 400, foreign: 404, staff: 403 },
  'POST /api/proofs/add': STAFF_ONLY,
  // A fresh quote has nothing to send: staff are told so in words.
  'POST /api/proofs/send/:id': staffOnly(400),
  'POST /api/proofs/override/:id': STAFF_ONLY,
  'POST /api/proofs/approve/:id': { anonymous: 401, own: 404, foreign: 404, staff: 403 },
  'POST /api/proofs/requestchanges/:id': { anonymous: 401, own: 404, foreign: 404, staff: 403 },
  'GET /api/proofs/file/:id': { anonymous: 401, own: 404, foreign: 404, staff: 404 },
  // The mailed proof page's calls answer by token alone: a token nobody issued is 404 to all.
  'POST /api/proofs/fetchstatus': PUBLIC(404),
  'POST /api/proofs/approve': PUBLIC(404),
  'POST /api/proofs/requestchanges': PUBLIC(404),
  'GET /api/proofs/linkfile/:id': PUBLIC(404),

  'GET /api/pricetables': STAFF_ONLY,
  'POST /api/pricetables': STAFF_ONLY,
  'GET /api/customerBrands/getcost': STAFF_ONLY,
  'GET /api/pricetables/forpricing': OWNED,

  'GET /api/products/getproductlist/:key': SIGNED_IN,
  'GET /api/products/getproductbyshortcode/:key': SIGNED_IN,
  'GET /api/products/search/:key': SIGNED_IN,
  'GET /api/products/getsizes/:provider': STAFF_ONLY,
  'POST /api/products/setsizeorder/:provider': STAFF_ONLY,
  'GET /api/products/downloadcsv/:provider': STAFF_ONLY,
  'GET /api/products/downloadsquare/:provider': STAFF_ONLY,
  'GET /api/products/placeholder/:kind/:file': PUBLIC(200),

  // Sent without a file, or with no upload waiting: staff are told what is missing, nothing changes.
  'POST /api/pages/upload': staffOnly(400),
  'GET /api/uploadproducts/index': STAFF_ONLY,
  'POST /api/uploadproducts/add': staffOnly(404),
  'GET /api/quotes/getSupplier': STAFF_ONLY,
  'GET /api/quotes/getSupplier/': STAFF_ONLY,
  // WorkflowMax is not set up in the matrix: the work is queued to wait for it, and staff told so.
  'POST /api/uploadProducts/deletexero': STAFF_ONLY,
  'POST /api/uploadproducts/fetchwfm': STAFF_ONLY,
  'GET /api/uploadproducts/wfmwork': STAFF_ONLY,
  'GET /api/xero/gettemplates': STAFF_ONLY,
  'POST /api/xero/getxerotemplate': STAFF_ONLY,
  'POST /api/quotes/sendworkflowmax/:id': STAFF_ONLY,
  'GET /api/quotes/handoff/:id': STAFF_ONLY,
  'GET /api/quotes/handoffs': STAFF_ONLY,

  'GET /api/companies/list': STAFF_ONLY,
  'GET /api/companies/list/': STAFF_ONLY,
  'GET /api/companies/getcompanybyuser/:userId': OWNED,
  // The account already has its company: those who may reach it are told so (409).
  'POST /api/companies/add/:userid?': { anonymous: 401, own: 409, foreign: 404, staff: 409 },
  'POST /api/companies/edit/:id': OWNED,
  'GET /api/companies/deletepreview/:id': STAFF_ONLY,
  'POST /api/companies/delete/:id': STAFF_ONLY,
  'POST /api/companies/addcontact': OWNED,
  'POST /api/companies/editcontact/:id': OWNED,
  'POST /api/companies/deletecontact/:id': OWNED,
  'POST /api/companies/addlogo/:companyId': OWNED,
  'GET /api/companies/addressespdf/:contactId': OWNED,
  'GET /api/contacts/getcontactsforsearch': SIGNED_IN,
  'GET /api/contacts/getcontact': OWNED,

  // Artwork files (decisions/090): a client's own files, its staff's production writes.
  'GET /api/brands/index': OWNED,
  'POST /api/brands/add': OWNED,
  'POST /api/brands/delete/:id': OWNED,
  'GET /api/visuals/index': OWNED,
  'POST /api/visuals/add': OWNED,
  'POST /api/visuals/delete/:id': OWNED,
  'GET /api/productions/index': OWNED,
  'POST /api/productions/add': STAFF_ONLY,
  'POST /api/productions/edit/:id': STAFF_ONLY,
  'POST /api/productions/delete/:id': STAFF_ONLY,
  'POST /api/productions/styleguide': STAFF_ONLY,
  // The quote-level logo belongs to whoever uploads it: no other account's object is named.
  'POST /api/assets/add': OWNED,
  // A saved design's setup carries its unit cost: staff's, like the embroidery cost call.
  'GET /api/customerBrands/getbrand': STAFF_ONLY,
  'GET /api/files/:id': OWNED,

  // The conversation log: a quote's and a client's thread, its customer's and staff's.
  'GET /api/quotes/getmemo/:id': OWNED,
  'GET /api/quotes/getcompanymemo/:id': OWNED,
  'POST /api/quotes/addmemo/:id': OWNED,
  // A request for changes and a question about a line come from the quote's customer (staff are
  // refused); the owner's quote awaits no answer, so its request for changes is refused in words.
  'POST /api/quotes/requestchanges/:id': { anonymous: 401, own: 400, foreign: 404, staff: 403 },
  'POST /api/quotes/askaboutline/:id': { anonymous: 401, own: 200, foreign: 404, staff: 403 },
  'POST /api/quotes/answerline/:id': STAFF_ONLY,
  // Nothing is open on that line: staff get the refusal in words.
  'POST /api/quotes/markanswered/:id': staffOnly(400),
  'POST /api/quotes/addcompanymemo': OWNED,
  'POST /api/quotes/uploadmemofile': OWNED,
  'GET /api/quotes/removememo/:id': OWNED,
  'GET /api/quotes/getmemofile': OWNED,
  'GET /api/quotes/getmemofile/': OWNED,
  // Replies by e-mail: the provider's secret, never a user's session; unconfigured here, so 404.
  'POST /api/inbound/mail': PUBLIC(404),
  'GET /api/inbound/index': STAFF_ONLY,
};
