import {
  type ProofApproveByLinkBody,
  type ProofPage,
  type ProofWriteAnswer,
  proofStatusAnswer,
  proofWriteAnswer,
} from '@portal/domain/proofs';
import { queryOptions } from '@tanstack/react-query';
import { call, callForm } from '../../../lib/api.ts';
import { takeEmbeddedProofLinkAnswer } from './embedded-link-answer.ts';

/**
 * The mailed proof page's calls, sent without the session (auth: false): the token alone
 * decides, so a signed-in visitor sees what the customer sees.
 */
export const fetchProofStatus = async (token: string, signal?: AbortSignal): Promise<ProofPage> =>
  await call(proofStatusAnswer, 'POST', '/proofs/fetchstatus', { body: { token }, auth: false, signal });

export const proofStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['proof-link', token] as const,
    queryFn: ({ signal }) => fetchProofStatus(token, signal),
    retry: false,
    // The answer the served page carries is drawn at once, without a round trip after the
    // script has run; dated as old, so the call is still made at once: it records the opening,
    // and a link ended since the page was served says so.
    initialData: () => takeEmbeddedProofLinkAnswer(token),
    initialDataUpdatedAt: 0,
  });

/** POST /proofs/approve: the version looked at, the typed name and the checklist. */
export const approveProofByLink = async (body: ProofApproveByLinkBody): Promise<ProofWriteAnswer> =>
  await call(proofWriteAnswer, 'POST', '/proofs/approve', { body, auth: false });

export type ChangesByLink = {
  token: string;
  proofId: number;
  name: string;
  note: string;
  pins: { x: number; y: number; note: string }[];
  file: File | null;
};

/** POST /proofs/requestchanges: multipart, so a marked-up file can go with the note and pins. */
export const requestProofChangesByLink = async (changes: ChangesByLink): Promise<ProofWriteAnswer> => {
  const form = new FormData();
  form.set('token', changes.token);
  form.set('proof_id', String(changes.proofId));
  form.set('name', changes.name);
  form.set('note', changes.note);
  form.set('pins', JSON.stringify(changes.pins));
  if (changes.file) form.set('file', changes.file);
  return await callForm(proofWriteAnswer, '/proofs/requestchanges', form);
};
