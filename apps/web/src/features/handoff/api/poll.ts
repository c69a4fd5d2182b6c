import type { OrderHandoffAnswer } from '@portal/domain/handoff';

/** How often a waiting hand-off is asked about again: the outbox worker delivers within seconds. */
export const HANDOFF_POLL_MS = 5_000;

/**
 * Whether any job or invoice is still on its way. One waiting for a service that is not set up
 * cannot move until the server is configured and restarted, so it is not asked about again.
 */
export const stillMoving = (answers: readonly OrderHandoffAnswer[]): boolean =>
  answers.some((answer) =>
    [answer.job, answer.invoice].some((handoff) => handoff.state === 'waiting' && handoff.configured),
  );

/** The refetch interval of a hand-off query: every few seconds while something moves, else none. */
export const pollWhileMoving = (answers: readonly OrderHandoffAnswer[] | undefined): number | false =>
  answers && stillMoving(answers) ? HANDOFF_POLL_MS : false;
