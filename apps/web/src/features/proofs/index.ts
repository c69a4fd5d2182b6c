// What the quote editor uses of proofs: staff's panel beside the document.

export { PROOFS_PANEL } from './proofs-panel-anchor.ts';
export { StaffProofsPanel } from './StaffProofsPanel.tsx';
