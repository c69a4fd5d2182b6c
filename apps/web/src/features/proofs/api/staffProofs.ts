import { textAnswer } from '@portal/domain/api';
import {
  type ProofSpec,
  type ProofsIndexAnswer,
  proofSendAnswer,
  proofsIndexAnswer,
  proofWriteAnswer,
} from '@portal/domain/proofs';
import { queryOptions } from '@tanstack/react-query';
import { call, callForm } from '../../../lib/api.ts';

export const proofKeys = { quote: (quoteId: number) => ['proofs', quoteId] as const };

/** GET /proofs/index/{quote id}: the quote's decorations, their proofs and the gate. */
export const proofsOfQuoteQuery = (quoteId: number) =>
  queryOptions({
    queryKey: proofKeys.quote(quoteId),
    queryFn: ({ signal }): Promise<ProofsIndexAnswer> =>
      call(proofsIndexAnswer, 'GET', `/proofs/index/${quoteId}`, { signal }),
  });

/** POST /proofs/add: a new version for one decoration, with what it says will be produced. */
export const addProof = async (quoteId: number, rowId: string, file: File, spec: ProofSpec) => {
  const form = new FormData();
  form.set('quote_id', String(quoteId));
  form.set('row_id', rowId);
  form.set('spec', JSON.stringify(spec));
  form.set('proof', file);
  return await callForm(proofWriteAnswer, '/proofs/add', form);
};

/** POST /proofs/send/{quote id}: every new version in one mail to the customer, any artwork fee waived or not. */
export const sendProofs = async (quoteId: number, waiveFees = false) =>
  await call(proofSendAnswer, 'POST', `/proofs/send/${quoteId}`, {
    body: waiveFees ? { waive_fees: true } : {},
  });

/** POST /proofs/override/{quote id}: one decoration let through, with the reason. */
export const overrideProof = async (quoteId: number, rowId: string, reason: string) =>
  await call(textAnswer, 'POST', `/proofs/override/${quoteId}`, { body: { row_id: rowId, reason } });
