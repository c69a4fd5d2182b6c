import { z } from 'zod';
import { ID_MESSAGE, readRecordId } from '../api/ids.ts';
import { PROJECT_CATEGORIES } from '../catalogue/project-categories.ts';
import { HANDOFF_MESSAGES } from './messages.ts';

/** POST /quotes/sendworkflowmax/{id} (accounts spec 7): the project category chosen in the dialog. */
export const sendWorkflowMaxBody = z.object({
  wfm_category: z
    .string({ message: HANDOFF_MESSAGES.categoryRequired })
    .trim()
    .min(1, { message: HANDOFF_MESSAGES.categoryRequired })
    .max(100)
    .refine((value) => (PROJECT_CATEGORIES as readonly string[]).includes(value), {
      message: HANDOFF_MESSAGES.categoryUnknown,
    }),
});
export type SendWorkflowMaxBody = z.input<typeof sendWorkflowMaxBody>;

/** A WorkflowMax job template or task: its uuid and name (quote spec 3). */
export const templateEntry = z.object({ uuid: z.string(), name: z.string() });
export type TemplateEntry = z.infer<typeof templateEntry>;

/** GET /xero/gettemplates and POST /xero/getxerotemplate (admin): the editor's Tasks pick from these. */
export const templatesAnswer = z.object({
  templates: z.array(templateEntry),
  tasks: z.array(templateEntry),
  /** False while WorkflowMax is not set up: the lists are empty and tasks are typed. */
  configured: z.boolean(),
  /** When the lists were read from WorkflowMax (ISO), null if never. */
  fetched_at: z.string().nullable(),
  /** Why the lists could not be read just now, if so; the last good lists are kept. */
  problem: z.string().nullable(),
});
export type TemplatesAnswer = z.infer<typeof templatesAnswer>;

/** GET /xero/gettemplates?refresh=1 reads WorkflowMax again instead of the kept lists. */
export const templatesQuery = z.object({ refresh: z.enum(['0', '1']).optional() });

export const HANDOFF_STATES = ['none', 'waiting', 'sent', 'failed'] as const;
export type HandoffStateName = (typeof HANDOFF_STATES)[number];

/** One hand-off of an order (the job in WorkflowMax or the invoice in Xero), for staff. */
export const handoffState = z.object({
  state: z.enum(HANDOFF_STATES),
  /** The job number (J000123) or the invoice number (Q12-R2) once sent. */
  number: z.string().nullable(),
  /** Xero's invoice status (AUTHORISED, PAID...) or the job's category; null when none. */
  detail: z.string().nullable(),
  /** Why the last try failed, in the service's words. */
  error: z.string().nullable(),
  /** The Outbox message behind it: Retry on a failed one is POST /outbox/retry/{id}. */
  outbox_id: z.number().int().nullable(),
  /** Whether the service is set up; a waiting hand-off of an unset service waits for that. */
  configured: z.boolean(),
});
export type HandoffState = z.infer<typeof handoffState>;

/** GET /quotes/handoff/{id} (ours, admin): the order's job and invoice. */
export const orderHandoffAnswer = z.object({
  quote_id: z.number().int(),
  job: handoffState,
  invoice: handoffState,
});
export type OrderHandoffAnswer = z.infer<typeof orderHandoffAnswer>;

/** GET /quotes/handoffs?userid= (ours, admin): the Jobs tab's hand-offs, one per order. */
export const handoffListAnswer = z.array(orderHandoffAnswer);

/** The answer of POST /quotes/sendworkflowmax/{id}: the spec's success, or that it waits. */
export const sendWorkflowMaxAnswer = z.string();

/** One piece of WFM tab work (delete a supplier's products, fetch data) and how far it got. */
export const wfmWorkEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['delete', 'fetch']),
  supplier: z.string(),
  state: z.enum(HANDOFF_STATES),
  /** Products handled so far, and how many there are once known. */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** What the fetch found: products per supplier code in WorkflowMax. */
  counts: z.record(z.string(), z.number().int()).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type WfmWorkEntry = z.infer<typeof wfmWorkEntry>;

/** GET /uploadproducts/wfmwork (ours, admin): the WFM tab's recent work, newest first. */
export const wfmWorkAnswer = z.object({ configured: z.boolean(), work: z.array(wfmWorkEntry) });
export type WfmWorkAnswer = z.infer<typeof wfmWorkAnswer>;

/** The most orders one GET /quotes/handoffs asks about (a Jobs tab page). */
export const MAX_HANDOFF_IDS = 200;

/** GET /quotes/handoffs?ids=1,2,3: the orders of the Jobs tab, by id. */
export const handoffsQuery = z.object({
  ids: z
    .string()
    .max(MAX_HANDOFF_IDS * 11)
    .transform((text, ctx) => {
      const ids = text
        .split(',')
        .filter(Boolean)
        .map((part) => readRecordId(part.trim()));
      if (ids.some((id) => id === undefined) || ids.length > MAX_HANDOFF_IDS) {
        ctx.addIssue({ code: 'custom', message: ID_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
});

/** How an Outbox message's status reads as a hand-off: delivered, given up, or still to go. */
export const handoffStateOf = (outboxStatus: string): Exclude<HandoffStateName, 'none'> =>
  outboxStatus === 'sent' ? 'sent' : outboxStatus === 'failed' ? 'failed' : 'waiting';
