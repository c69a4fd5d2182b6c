import type { OrderStep } from './steps.ts';

/** The production steps, in order: a job further along has passed the earlier ones. */
const PRODUCTION_STEPS = ['in_production', 'dispatched', 'completed'] as const;
type ProductionStep = (typeof PRODUCTION_STEPS)[number];

/**
 * WorkflowMax job states (job.api's <State>; an account names its own beyond the defaults
 * Planned, In Progress, On Hold, Completed and Cancelled) read as the production step they mean,
 * compared without case, spaces or punctuation. A state not listed (Planned, On Hold, Cancelled,
 * or one the account made up) means no production step yet (decisions/149).
 */
const STATE_STEPS: Record<string, ProductionStep> = {
  inprogress: 'in_production',
  inproduction: 'in_production',
  production: 'in_production',
  started: 'in_production',
  readyfordispatch: 'in_production',
  dispatched: 'dispatched',
  shipped: 'dispatched',
  delivered: 'dispatched',
  despatched: 'dispatched',
  completed: 'completed',
  complete: 'completed',
  closed: 'completed',
  invoiced: 'completed',
};

const squeezed = (state: string) => state.toLowerCase().replace(/[^a-z]/g, '');

/** The production step a job state names, or null for none. */
export function productionStepOf(state: string | null | undefined): ProductionStep | null {
  if (!state) return null;
  return STATE_STEPS[squeezed(state)] ?? null;
}

/**
 * The production steps a job state makes done: its own, and the earlier ones it passed (a job
 * Completed was in production and went out), those marked as implied.
 */
export function productionStepsOf(state: string | null | undefined): { step: OrderStep; implied: boolean }[] {
  const own = productionStepOf(state);
  if (!own) return [];
  const upTo = PRODUCTION_STEPS.indexOf(own);
  return PRODUCTION_STEPS.slice(0, upTo + 1).map((step) => ({ step, implied: step !== own }));
}
