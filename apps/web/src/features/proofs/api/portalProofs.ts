import { type ProofWriteAnswer, proofOpenedAnswer, proofWriteAnswer } from '@portal/domain/proofs';
import { call, callForm } from '../../../lib/api.ts';

/** POST /proofs/approve/{proof id}: the signed-in customer approves the version on their screen. */
export const approveProof = async (
  proofId: number,
  body: { sha256: string; name: string; checklist: { item: string; checked: boolean }[] },
): Promise<ProofWriteAnswer> => await call(proofWriteAnswer, 'POST', `/proofs/approve/${proofId}`, { body });

export type PortalChanges = {
  note: string;
  pins: { x: number; y: number; note: string }[];
  file: File | null;
};

/** POST /proofs/requestchanges/{proof id}: multipart, so a marked-up file can go with the note and pins. */
export const requestProofChanges = async (
  proofId: number,
  changes: PortalChanges,
): Promise<ProofWriteAnswer> => {
  const form = new FormData();
  form.set('note', changes.note);
  form.set('pins', JSON.stringify(changes.pins));
  if (changes.file) form.set('file', changes.file);
  return await callForm(proofWriteAnswer, `/proofs/requestchanges/${proofId}`, form);
};

/** GET /proofs/file/{proof id}: fetched with the session, so the page draws it from a blob. */
export const proofFilePath = (proofId: number): string => `/proofs/file/${proofId}`;

/** POST /proofs/opened/{quote id}: the customer opened the proof page (the reminders count from it). */
export const proofsOpened = async (quoteId: number) =>
  await call(proofOpenedAnswer, 'POST', `/proofs/opened/${quoteId}`, { body: {} });

/** POST /proofs/reconfirm/{quote id}: a reorder's decoration approved again, as it was approved before. */
export const reconfirmProof = async (quoteId: number, rowId: string): Promise<ProofWriteAnswer> =>
  await call(proofWriteAnswer, 'POST', `/proofs/reconfirm/${quoteId}`, { body: { row_id: rowId } });
