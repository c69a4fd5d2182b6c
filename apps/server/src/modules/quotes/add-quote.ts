import { isAdmin, MESSAGES } from '@portal/domain';
import { artworkReferencesOf } from '@portal/domain/files';
import {
  type AddQuoteBody,
  catalogueSkuKeys,
  emptyContent,
  normaliseCustomerWrite,
  normaliseStaffWrite,
  QUOTE_MESSAGES,
  type QuoteContent,
} from '@portal/domain/quote';
import { applyAction } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { newQuoteValidTo } from '../business/index.ts';
import { skuFigures } from '../catalogue/index.ts';
import { assertClientFiles } from '../files/index.ts';
import { findUserById } from '../users/index.ts';
import { currentPriceTables } from './price-tables.ts';
import { quoteColumnsFrom } from './quote-fields.ts';
import { refusalError } from './refusal-error.ts';
import { priceForStorage } from './reprice.ts';
import { inStatusTransaction } from './status-move.ts';

/** Whose quote this is: a customer's own; an admin names the client with ?userid (spec 2.10). */
async function ownerOf(ctx: AppContext, user: AuthUser, userid: number | undefined): Promise<number> {
  if (!isAdmin(user)) {
    if (userid !== undefined && userid !== user.id) throw notFound(MESSAGES.notFound);
    return user.id;
  }
  if (userid === undefined) throw badRequest(QUOTE_MESSAGES.invalidUserId);
  const owner = await findUserById(ctx.db, userid);
  if (!owner || owner.role === 'admin') throw badRequest(QUOTE_MESSAGES.invalidUserId);
  return owner.id;
}

/**
 * POST /quotes/add: SAVE DRAFT (no status) or SUBMIT (status Requested) on the new-quote page.
 * The server applies the status machine, checks what a customer may set, prices the document
 * and stores it with its history, in one transaction. A customer's document is normalised first.
 */
export async function addQuote(
  ctx: AppContext,
  user: AuthUser,
  userid: number | undefined,
  body: AddQuoteBody,
): Promise<{ id: number; version: number }> {
  const ownerId = await ownerOf(ctx, user, userid);
  const action = body.status?.trim() === 'Requested' ? 'submit_new' : 'save_draft';
  const move = applyAction(null, action, user, { contactUser: body.contact_user ?? '' });
  if (!move.ok) throw badRequest(move.reason);

  return inStatusTransaction(ctx, async (tx, recordMove) => {
    // A customer's new quote is the empty document plus what they may set (decisions/050).
    let content: QuoteContent = normaliseStaffWrite(body.content);
    if (!isAdmin(user)) {
      const skus = await skuFigures(tx, catalogueSkuKeys(body.content));
      const normalised = normaliseCustomerWrite(emptyContent(), body.content, skus);
      if ('refused' in normalised) throw refusalError(normalised);
      content = normalised.content;
    }
    await assertClientFiles(tx, ownerId, artworkReferencesOf(content));
    const columns = await quoteColumnsFrom(tx, body, user, ownerId);
    const pricing = priceForStorage(content, await currentPriceTables(tx));
    const [row] = await tx
      .insert(quotes)
      .values({
        ...columns,
        validTo: columns.validTo ?? (await newQuoteValidTo(tx)),
        userId: ownerId,
        status: move.next.status,
        orderStatus: move.next.order_status,
        revision: move.next.revision,
        ...pricing,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    if (!row) throw new Error('quote insert returned nothing');
    await recordMove({
      quote: row,
      content: async () => row.content,
      action,
      transition: move.transition,
      actor: user,
      history: {
        action: action === 'submit_new' ? 'submitted the quote request' : 'saved a draft',
        detail: '',
      },
    });
    return { id: row.id, version: row.version };
  });
}
