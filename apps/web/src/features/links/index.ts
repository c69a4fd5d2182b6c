// The pages a mailed link opens (accept, reject, request changes), and the notice they share
// with the other mailed pages (proofs).

export { LinkNotice } from './LinkNotice.tsx';
