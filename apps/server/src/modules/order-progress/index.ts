// What the app uses of order progress: the poll each process runs, and one pass of it.

export { type OrderProgressPoll, startOrderProgressPoll } from './order-progress-poll.ts';
export { type OrderProgressPass, runOrderProgressPass } from './run-order-progress-pass.ts';
