import { DEFAULT_DECORATION_TYPE } from '@portal/domain/catalogue';
import { copyQuote, QUOTE_MESSAGES, quoteContentSchema } from '@portal/domain/quote';
import { applyAction } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { newQuoteValidTo } from '../business/index.ts';
import { currentPriceTables } from './price-tables.ts';
import { companyNameOf, quoteForUser } from './quote-access.ts';
import { recordHistory } from './quote-history.ts';
import { toQuoteRecord } from './quote-record.ts';
import { priceForStorage } from './reprice.ts';
import { inStatusTransaction } from './status-move.ts';

/**
 * POST /quotes/repeat/{id}: reorder (an order copied into a new one) or duplicate (staff copy a
 * quote). The copy is a new draft priced afresh with today's tables (quote spec 4).
 */
export async function repeatQuote(ctx: AppContext, user: AuthUser, id: number) {
  return inStatusTransaction(ctx, async (tx, recordMove) => {
    const source = await quoteForUser(tx, user, id);
    const action = source.orderStatus ? 'reorder' : 'duplicate';
    const move = applyAction(
      { status: source.status, order_status: source.orderStatus, revision: source.revision },
      action,
      user,
    );
    if (!move.ok) throw badRequest(move.reason);
    const copy = copyQuote(toQuoteRecord(source, await companyNameOf(tx, source.userId)));
    const pricing = priceForStorage(quoteContentSchema.parse(copy.content), await currentPriceTables(tx));
    const [row] = await tx
      .insert(quotes)
      .values({
        userId: source.userId,
        label: copy.label ?? '',
        clientLabel: copy.client_label ?? '',
        defaultBrand: copy.default_brand || DEFAULT_DECORATION_TYPE,
        contactUser: source.contactUser,
        contactAddress: source.contactAddress,
        contactInfo: source.contactInfo,
        customAddress: source.customAddress,
        deliveryRequired: source.deliveryRequired,
        pickupInstore: source.pickupInstore,
        collectionId: source.collectionId,
        logo: source.logo,
        customiseLogo: source.customiseLogo,
        copiedFrom: copy.copied_from,
        status: move.next.status,
        orderStatus: move.next.order_status,
        revision: move.next.revision,
        validTo: await newQuoteValidTo(tx),
        ...pricing,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    if (!row) throw new Error('copy insert returned nothing');
    await recordMove({
      quote: row,
      content: async () => row.content,
      action,
      transition: move.transition,
      actor: user,
      history: {
        action: action === 'reorder' ? `reordered from Q${source.id}` : `duplicated from Q${source.id}`,
        detail: '',
      },
    });
    await recordHistory(
      tx,
      source.id,
      user,
      action === 'reorder' ? `reordered as Q${row.id}` : `duplicated as Q${row.id}`,
    );
    return { id: row.id, message: action === 'reorder' ? QUOTE_MESSAGES.copied : QUOTE_MESSAGES.duplicated };
  });
}
