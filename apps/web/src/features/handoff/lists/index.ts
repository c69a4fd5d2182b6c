/**
 * What the quote lists' Jobs tab needs of the hand-off: each order's job and invoice line, read
 * for the rows in view. The lists import this rather than index.ts, whose send dialog (a form
 * with selects in a modal) a list has no use for; the build would otherwise load and start it
 * with every list.
 */

export { useHandoffs } from '../api/listHandoffs.ts';
export { HandoffLine } from '../components/HandoffLine.tsx';
