// What the hand-off uses of proofs: the gate an order passes before WorkflowMax.

export { proofJobLinesOrRefuse } from './proof-gate.ts';
