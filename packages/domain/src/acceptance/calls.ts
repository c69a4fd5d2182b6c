import { z } from 'zod';
import { MAX_RECORD_ID } from '../api/ids.ts';
import { wholeNumber } from '../api/query-numbers.ts';
import { fileField } from '../files/calls.ts';
import { ACCEPTANCE_MESSAGES as M } from './messages.ts';
import { poNumberField } from './purchase-order.ts';

/** The longest name typed to accept. */
export const MAX_ACCEPT_NAME = 200;

/** What every accept form takes besides how it names the quote: the name, the PO and its file. */
export const acceptFields = {
  name: z.string().trim().min(1, { message: M.nameRequired }).max(MAX_ACCEPT_NAME),
  po_number: poNumberField,
  po_file: fileField,
};

/** The typed fields of an accept form, as the pages check them before a call. */
export const acceptFormFields = z.object({ name: acceptFields.name, po_number: acceptFields.po_number });

/**
 * POST /quotes/acceptquote/{id}: the customer's Accept in the portal, as JSON or a form with
 * the PO file; `version` is the one the page holds and `hash` names the revision on screen.
 */
export const portalAcceptBody = z.object({
  ...acceptFields,
  version: wholeNumber(0, MAX_RECORD_ID).optional(),
  /** The hash of the revision on the customer's screen (GET /quotes/edit): what is accepted. */
  hash: z.string().max(100).optional(),
});
export type PortalAcceptBody = z.input<typeof portalAcceptBody>;

/** POST /quotes/linkcertificate: the link's token; the certificate of what it accepted. */
export const linkCertificateBody = z.object({ token: z.string().trim().min(1).max(200) });
