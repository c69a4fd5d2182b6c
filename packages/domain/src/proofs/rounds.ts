import { formatMoney } from '../money/index.ts';
import { toCents } from '../money/parse.ts';
import { addGroup } from '../quote/ops/add-group.ts';
import { updateGroupOptions } from '../quote/ops/update-group-options.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import type { Custom, Task } from '../quote/schema/groups.ts';

/**
 * Proof rounds and the artwork fee (decisions/160). A decoration's round is how many versions of
 * its proof the customer has been sent: its first proof is round 1, the version sent after the
 * customer asked for changes round 2. The business includes some rounds in its prices; each
 * version sent past them adds one artwork fee to the quote, which staff may waive.
 */

/** The most rounds a business may include, and the highest fee it may set (in cents). */
export const MAX_ROUNDS_INCLUDED = 20;
export const MAX_ROUND_FEE_CENTS = 1_000_000;

/** What the business charges past the included rounds (its settings' proof section). */
export type RoundTerms = { rounds_included: number; round_fee_cents: number };

/** One proof version as a send goes out: its decoration row and the round it is for it. */
export type SentRound = { rowId: string; decoration: string; version: number; round: number };

/** A fee a send owes: the decoration row it is for and the task line that charges it. */
export type ArtworkFee = { rowId: string; task: Task };

/** The invoicing template the fee lines sit under in the decoration's group. */
export const ARTWORK_FEE_TEMPLATE = 'Artwork';

/** The fee line's name: Xero and WorkflowMax read task names, staff filter by them. */
export const ARTWORK_FEE_TASK = 'Artwork fee';

/** The fees a send owes: one for each version sent past the included rounds, when there is a fee. */
export function artworkFeesOf(sent: readonly SentRound[], terms: RoundTerms): ArtworkFee[] {
  if (terms.round_fee_cents <= 0) return [];
  return sent
    .filter((proof) => proof.round > terms.rounds_included)
    .map((proof) => ({
      rowId: proof.rowId,
      task: {
        task_name: ARTWORK_FEE_TASK,
        task_label: `Artwork fee: ${proof.decoration} v${proof.version}, round ${proof.round} (${terms.rounds_included} included)`,
        task_qty: 1,
        task_price: terms.round_fee_cents / 100,
        task_cost: 0,
        task_desc: '',
        task_note: `Added when proof v${proof.version} was sent; untick it to waive the fee.`,
        task_checked: true,
      },
    }));
}

/** The words staff read of a fee in the proof's history and log. */
export const artworkFeeWords = (fee: ArtworkFee): string =>
  `${fee.task.task_label}, ${formatMoney(toCents(fee.task.task_price))} ex GST`;

/** The group a decoration row's fee goes in: the row's own, else the first group of the quote. */
function groupForRow(content: QuoteContent, rowId: string): string | null {
  const groups = content.categories.flatMap((category) => category.groups);
  const row = content.categories.flatMap((category) => category.items).find((item) => item.id === rowId);
  const own = row?.group_id && groups.find((group) => group.id === row.group_id);
  return own ? own.id : (groups[0]?.id ?? null);
}

const artworkTemplate = (): Custom => ({
  custom_code: ARTWORK_FEE_TEMPLATE,
  custom_qty: 1,
  custom_desc: 'Artwork rounds past those included',
  custom_price: 0,
  custom_visible: true,
  tasks: [],
});

/**
 * The document with each fee as a ticked task under the Artwork template of its decoration's
 * group (a quote with no group gets one named Artwork). A ticked task is charged and shown to the
 * customer; unticked, it is waived: neither (decisions/022).
 */
export function addArtworkFees(content: QuoteContent, fees: readonly ArtworkFee[]): QuoteContent {
  let next = content;
  for (const fee of fees) {
    let groupId = groupForRow(next, fee.rowId);
    if (!groupId) {
      next = addGroup(next, ARTWORK_FEE_TEMPLATE);
      groupId = groupForRow(next, fee.rowId);
    }
    if (!groupId) return next;
    next = updateGroupOptions(next, groupId, (options) => {
      const at = options.customs.findIndex((custom) => custom.custom_code === ARTWORK_FEE_TEMPLATE);
      const customs = at >= 0 ? options.customs : [...options.customs, artworkTemplate()];
      const index = at >= 0 ? at : customs.length - 1;
      return {
        ...options,
        customs: customs.map((custom, i) =>
          i === index ? { ...custom, tasks: [...custom.tasks, fee.task] } : custom,
        ),
      };
    });
  }
  return next;
}
