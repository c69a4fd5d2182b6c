// What the quote editor uses of proofs: staff's panel beside the document.
export { StaffProofsPanel } from './StaffProofsPanel.tsx';
