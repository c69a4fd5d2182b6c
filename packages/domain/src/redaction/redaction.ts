import { z } from 'zod';
import { answerSchema, answerShape } from '../api/answer-schema.ts';
import { customerSees } from '../quote/roles/customer-sees.ts';
import { seenMask } from '../quote/roles/field-role.ts';
import {
  customFeeRoles,
  customTemplateRoles,
  groupDiscountRoles,
  groupOptionsRoles,
  groupRoles,
  taskRoles,
} from '../quote/roles/group-roles.ts';
import { recordRoles } from '../quote/roles/record-roles.ts';
import {
  attentionRoles,
  decorationRoles,
  deliveryRoles,
  discountRoles,
  productRoles,
  setupDiscountRoles,
} from '../quote/roles/row-roles.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { list } from '../quote/schema/fields.ts';
import {
  custom,
  customFee,
  type Group,
  group,
  groupDiscount,
  groupOptions,
  task,
} from '../quote/schema/groups.ts';
import { quoteRecord } from '../quote/schema/record.ts';
import {
  attentionRow,
  decorationRow,
  deliveryRow,
  discountRow,
  productRow,
  type QuoteRow,
  setupDiscount,
} from '../quote/schema/rows.ts';

/**
 * What a customer may see of a quote, as schemas. Redaction is a schema, not a UI choice
 * (DESIGN "Security"): every customer answer, PDF and e-mail goes through these. Each schema is
 * the row's own schema picked down to the fields its role table marks seen
 * (docs/decisions/050-field-roles.md), and because zod objects drop keys they do not name, a
 * field added later stays hidden until its table entry says a customer sees it.
 */

const customerProduct = productRow.pick(seenMask(productRoles));
const customerSetupDiscount = setupDiscount.pick(seenMask(setupDiscountRoles));
const customerDecoration = decorationRow
  .pick(seenMask(decorationRoles))
  .extend({ discounts: list(customerSetupDiscount, 50).optional() });
const customerDelivery = deliveryRow.pick(seenMask(deliveryRoles));
const customerDiscount = discountRow.pick(seenMask(discountRoles));
const customerAttention = attentionRow.pick(seenMask(attentionRoles));

/** One line of the customer's document, of any row type. */
export const customerRow = z.discriminatedUnion('type', [
  customerProduct,
  customerDecoration,
  customerDelivery,
  customerDiscount,
  customerAttention,
]);

const customerTask = task.pick(seenMask(taskRoles));
const customerCustom = custom.pick(seenMask(customTemplateRoles)).extend({ tasks: list(customerTask, 500) });
const customerGroupOptions = groupOptions.pick(seenMask(groupOptionsRoles)).extend({
  customs: list(customerCustom, 100),
  customfees: list(customFee.pick(seenMask(customFeeRoles)), 100),
  discount: groupDiscount.pick(seenMask(groupDiscountRoles)).nullable().optional(),
});
/** A group as its customer sees it. */
export const customerGroup = group.pick(seenMask(groupRoles)).extend({ group_options: customerGroupOptions });

/** The spec's visibility rules (quote spec 5, customerSees): what a customer must not see is removed. */
const visibleRow = (row: QuoteRow): QuoteRow =>
  row.type === 'decoration'
    ? { ...row, discounts: (row.discounts ?? []).filter(customerSees.setupDiscount) }
    : row;

const visibleGroup = (g: Group): Group => {
  const o = g.group_options;
  return {
    ...g,
    group_options: {
      ...o,
      customs: o.customs.map((c) => ({ ...c, tasks: c.tasks.filter(customerSees.task) })),
      customfees: o.customfees.filter(customerSees.customFee),
      discount: o.discount && customerSees.groupDiscount(o.discount) ? o.discount : null,
    },
  };
};

/** The shape of a customer's document: only the named fields survive. */
const customerContentShape = z.object({
  categories: z.array(
    z.object({
      category_info: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      items: z.array(customerRow),
      groups: z.array(customerGroup),
    }),
  ),
});

/**
 * The document as a customer may see it: invisible lines removed, then every unseen field dropped.
 * Its answer shape is the customer's own (the role tables' seen fields), so the OpenAPI
 * description and the answer check name no field a customer is not shown.
 */
export const customerContentSchema = answerShape(
  quoteContentSchema.transform((content) =>
    customerContentShape.parse({
      categories: content.categories.map((c) => ({
        category_info: c.category_info,
        items: c.items.filter(customerSees.row).map(visibleRow),
        groups: c.groups.map(visibleGroup),
      })),
    }),
  ),
  answerSchema(customerContentShape),
);
export type CustomerContent = z.infer<typeof customerContentSchema>;

/** The quote record as a customer may see it: no approved price, discount, costs, margins or flags. */
export const customerQuoteSchema = quoteRecord
  .pick(seenMask(recordRoles))
  .extend({ content: customerContentSchema });
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** Strips a quote down to what its customer may see. Throws if the quote is not a valid quote. */
export const redactQuoteForCustomer = (quote: unknown): CustomerQuote => customerQuoteSchema.parse(quote);

/** DESIGN.md's name for the same thing. */
export const redactForCustomer = redactQuoteForCustomer;

/** The document alone, for answers that carry only content. */
export const redactContentForCustomer = (content: unknown): CustomerContent =>
  customerContentSchema.parse(content);
