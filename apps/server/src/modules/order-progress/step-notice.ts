import type { BusinessSettings, MessageTextKey } from '@portal/domain/business-settings';
import { fillMessageText } from '@portal/domain/business-settings';
import { formatDisplayDate } from '@portal/domain/dates';
import { ORDER_STEP_LABELS, type OrderStep } from '@portal/domain/order-progress';
import { quoteEmailPath, quoteEmailSubject } from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { replyAddressOf } from '../memos/index.ts';
import { quoteContactOf } from '../quotes/index.ts';
import type { ProgressOrder } from './order-facts.ts';

/**
 * Queues the business's text for a step reached (its own text, `order_{step}`) to the order's
 * contact, or the company's address when the contact has none, in the caller's transaction.
 * A reply lands in the order's conversation log. Answers the address, or null when there is none.
 */
export async function queueStepNotice(
  ctx: AppContext,
  tx: Tx,
  business: BusinessSettings,
  order: ProgressOrder,
  step: OrderStep,
  reachedAt: Date,
): Promise<string | null> {
  const { company, contact } = await quoteContactOf(tx, order);
  const email = contact?.email || company?.email || '';
  if (!email) return null;
  const head = {
    id: order.id,
    label: order.label,
    revision: order.revision,
    order_status: order.orderStatus,
  };
  const values = {
    first_name: contact?.firstname ?? '',
    quote_number: `Q${order.id}`,
    quote_label: order.label,
    link: `${ctx.config.publicUrl}${quoteEmailPath(head)}`,
    date: formatDisplayDate(reachedAt, business.time_zone),
    trading_name: business.trading_name,
  };
  const inbound = ctx.config.inbound;
  await enqueueMail(
    tx,
    {
      to: email,
      subject: `${ORDER_STEP_LABELS[step]}: ${quoteEmailSubject(head)}`,
      text: fillMessageText(business.texts[`order_${step}` as MessageTextKey], values),
      ...(inbound
        ? {
            replyTo: replyAddressOf(
              { clientId: order.userId, quoteId: order.id },
              inbound.secret,
              inbound.domain,
            ),
          }
        : {}),
    },
    { kind: 'order-step', quoteId: order.id, step },
  );
  return email;
}
