import { isAdmin } from '@portal/domain';
import { artworkReferencesOf } from '@portal/domain/files';
import {
  ACTION_SUCCESS,
  catalogueSkuKeys,
  type EditQuoteBody,
  normaliseCustomerWrite,
  normaliseStaffWrite,
  QUOTE_MESSAGES,
  type QuoteContent,
} from '@portal/domain/quote';
import { declineDetailOf, expiredAcceptanceRefusal } from '@portal/domain/quote-links';
import { applyAction, mustConfirmEdit, STATUS_MESSAGES } from '@portal/domain/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { skuFigures } from '../catalogue/index.ts';
import { assertClientFiles } from '../files/index.ts';
import type { AcceptanceFacts, RequestFacts } from './acceptance/acceptance-facts.ts';
import { recordAcceptance, takePurchaseOrder } from './acceptance/record-acceptance.ts';
import { checkWrite } from './exact-write.ts';
import { currentPriceTables, priceTablesAt } from './price-tables.ts';
import { pricedLineOf } from './priced-line-of.ts';
import { quoteHeadForUser, storedContentOf } from './quote-access.ts';
import { quoteColumnsFrom } from './quote-fields.ts';
import { declineOrRefuse, queueStaffDeclineMail, recordDecline } from './record-decline.ts';
import { refusalError } from './refusal-error.ts';
import { priceForStorage } from './reprice.ts';
import { assertAcceptsShownRevision } from './revision-on-screen.ts';
import { startRevisionIfChanged } from './sent-revisions.ts';
import { inStatusTransaction } from './status-move.ts';

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the columns a save sets differ from the stored ones (a missing value is empty). */
const changesColumns = (columns: Record<string, unknown>, row: Record<string, unknown>) =>
  Object.entries(columns).some(([key, value]) => !sameContent(value ?? '', row[key] ?? ''));

/**
 * POST /quotes/edit/{id}: saves the document and applies one action of the status machine.
 * In one transaction, with the row locked: the version check (409 names who saved last), the
 * machine, what a customer may change, the server's own pricing, history and snapshot. A
 * customer's acceptance (request_order) takes its purchase order and writes the acceptance
 * record in the same transaction; `accepting` carries what the accept form gave, or at least
 * the request's address and browser.
 */
export async function editQuote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: EditQuoteBody,
  accepting: RequestFacts | AcceptanceFacts = { ip: '', userAgent: '' },
): Promise<{ message: string; version: number; status: string; order_status: string; revision: number }> {
  let declined = false;
  const answer = await inStatusTransaction(ctx, async (tx, recordMove) => {
    const row = await quoteHeadForUser(tx, user, id, { forUpdate: true });
    const check = await checkWrite(tx, row, user, 'edit', body);
    const action = body.action ?? (row.orderStatus ? 'save_order' : 'save');
    // The same request again (a double click): one transition, and this answer says where it stands.
    if (check.repeat) return saveAnswerOf(action, row);
    const { content: sent, action: _a, version: _v, hash: _h, ...rest } = body;
    const { decline_reason, decline_reason_other, decline_note, ...fields } = rest;

    /** The document to store, when this save changes it. */
    let document: QuoteContent | undefined;

    const state = {
      status: row.status,
      order_status: row.orderStatus,
      revision: row.revision,
      contact_user: row.contactUser ?? '',
    };
    const context = fields.contact_user !== undefined ? { contactUser: fields.contact_user ?? '' } : {};
    let move = applyAction(state, action, user, context);
    if (!move.ok) throw badRequest(move.reason);
    // A customer's yes binds only until the quote expires (the settings' time zone decides when).
    if (!isAdmin(user) && move.transition.approves) {
      const { time_zone } = await readBusinessSettings(tx);
      const expired = expiredAcceptanceRefusal(row.validTo, time_zone, new Date());
      if (expired) throw badRequest(expired);
    }
    await assertAcceptsShownRevision(tx, row, user, action, body.hash);

    // Staff set any field, so their save needs only the derived figures made true; a customer's
    // is rebuilt from the stored document plus the changes they may make (decisions/050).
    // Reading the stored document only when needed keeps a large quote's staff save fast.
    let stored: QuoteContent | undefined;
    if (!isAdmin(user) && sent) {
      stored = await storedContentOf(tx, row.id);
      const normalised = normaliseCustomerWrite(stored, sent, await skuFigures(tx, catalogueSkuKeys(sent)));
      if ('refused' in normalised) throw refusalError(normalised);
      // Accepting or declining a completed quote keeps the figures the customer was given.
      if (!sameContent(normalised.content, stored)) document = normalised.content;
    } else if (sent) {
      document = normaliseStaffWrite(sent);
    }
    if (document) await assertClientFiles(tx, row.userId, artworkReferencesOf(document));
    const columns = await quoteColumnsFrom(tx, fields, user, row.userId, row);
    // A completed quote changes only through the confirm-edit step (quote spec 4): its lines,
    // its logo and every other field alike.
    const confirmed = action === 'confirm_edit';
    if ((document || changesColumns(columns, row)) && mustConfirmEdit(state, user, confirmed))
      throw forbidden(STATUS_MESSAGES.completedNeedsConfirm);
    // A decline names its reason (decisions/124); without one nothing changes.
    const decline =
      action === 'decline_quote'
        ? declineOrRefuse({ reason: decline_reason, other: decline_reason_other, note: decline_note })
        : null;

    // The server prices whatever document it stores (DESIGN principle 1).
    const tables = document ? await currentPriceTables(tx) : null;
    const pricing = document && tables ? priceForStorage(document, tables) : null;
    const content = async () => pricing?.content ?? stored ?? (await storedContentOf(tx, row.id));
    // A move into an order asks whether the document, as it will be stored, charges anything.
    if (move.transition.needsPricedLine) {
      const priceWith = tables ?? (await priceTablesAt(tx, row.priceTablesVersion));
      move = applyAction(state, action, user, {
        ...context,
        hasPricedLine: pricedLineOf(await content(), priceWith.tables),
      });
      if (!move.ok) throw badRequest(move.reason);
    }

    const customerAccepts = !isAdmin(user) && action === 'request_order';
    const facts = customerAccepts ? acceptanceFactsOf(accepting, user) : null;
    if (facts) await takePurchaseOrder(tx, row, facts);
    // The PO given with the acceptance is the Client Order Number, whatever else the save sent.
    if (facts?.poNumber) columns.wfmOrderNo = facts.poNumber;

    const [saved] = await tx
      .update(quotes)
      .set({
        ...columns,
        // The pricing's fields are the columns it fills (StoredPricing).
        ...pricing,
        status: move.next.status,
        orderStatus: move.next.order_status,
        revision: move.next.revision,
        version: row.version + 1,
        lastWrite: check.key,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, row.id))
      .returning({
        version: quotes.version,
        status: quotes.status,
        orderStatus: quotes.orderStatus,
        revision: quotes.revision,
        priceCents: quotes.priceCents,
        gstCents: quotes.gstCents,
        costCents: quotes.costCents,
      });
    if (!saved) throw new Error('quote update returned nothing');
    if (isAdmin(user) && (document || changesColumns(columns, row)))
      saved.revision = await startRevisionIfChanged(tx, { id: row.id, revision: saved.revision }, user);

    const statusNote = [saved.status, saved.orderStatus].filter(Boolean).join(', ');
    await recordMove({
      quote: { id: row.id, ...saved },
      content,
      action,
      transition: move.transition,
      actor: user,
      history: {
        action: action.replace(/_/g, ' '),
        detail: [statusNote ? `now ${statusNote}` : '', decline ? declineDetailOf(decline) : '']
          .filter(Boolean)
          .join('; '),
      },
    });
    if (decline) {
      const declineId = await recordDecline(tx, {
        quoteId: row.id,
        revision: saved.revision,
        decline,
        via: 'portal',
        userId: user.id,
      });
      const quote = { id: row.id, label: row.label, revision: saved.revision };
      await queueStaffDeclineMail(tx, declineId, quote, nameOfUser(user), decline);
      declined = true;
    }
    if (facts)
      await recordAcceptance(
        tx,
        row,
        facts,
        { via: 'portal', userId: user.id, revision: row.revision },
        ctx.clock.now(),
      );
    return saveAnswerOf(action, saved);
  });
  if (declined) ctx.outbox.kick();
  return answer;
}

const nameOfUser = (user: AuthUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/** A portal acceptance without a form (a plain status call) is recorded under the account's name. */
const acceptanceFactsOf = (given: RequestFacts | AcceptanceFacts, user: AuthUser): AcceptanceFacts =>
  'name' in given
    ? given
    : {
        ...given,
        name: nameOfUser(user),
        poNumber: '',
        poFile: null,
      };

/** The save's answer: the action's message and where the quote now stands. */
const saveAnswerOf = (
  action: string,
  quote: { version: number; status: string; orderStatus: string; revision: number },
) => ({
  message: ACTION_SUCCESS[action] ?? QUOTE_MESSAGES.changesSaved,
  version: quote.version,
  status: quote.status,
  order_status: quote.orderStatus,
  revision: quote.revision,
});
