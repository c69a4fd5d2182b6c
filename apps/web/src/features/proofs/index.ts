// What other pages use of proofs: staff's panel beside the editor, the customer's way to their proofs.
export { CustomerProofsLink } from './CustomerProofsLink.tsx';
export { PROOFS_PANEL } from './proofs-panel-anchor.ts';
export { StaffProofsPanel } from './StaffProofsPanel.tsx';
