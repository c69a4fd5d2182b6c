// What others use of proofs: the gate an order passes before WorkflowMax, and how an order's
// artwork stands for its progress.

export { proofJobLinesOrRefuse, proofStandingOf } from './proof-gate.ts';
export { proofLinkPageHead } from './proof-link-page-head.ts';
