import { Button } from '@mantine/core';
import { customerProofsPath } from '@portal/domain/proofs';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router';
import { proofsOfQuoteQuery } from './api/staffProofs.ts';

/**
 * The customer's way from their quote to its proof page, shown once a proof was sent to them
 * or a reorder has approvals to re-confirm; it says how many wait for their answer.
 */
export const CustomerProofsLink = memo(function CustomerProofsLink({ quoteId }: { quoteId: number }) {
  const proofs = useQuery(proofsOfQuoteQuery(quoteId)).data;
  if (!proofs) return null;
  // A reorder's decorations approved before, unchanged, wait for a one-click re-confirmation.
  const earlier = proofs.decorations.filter((d) => d.previous_approval?.changed.length === 0).length;
  if (proofs.proofs.length === 0 && earlier === 0) return null;
  const current = new Set(proofs.decorations.map((d) => d.current_proof_id));
  const waiting = proofs.proofs.filter((p) => current.has(p.id) && p.state === 'sent').length + earlier;
  return (
    <Button component={Link} to={customerProofsPath(quoteId)} variant={waiting ? 'filled' : 'default'}>
      {waiting ? `PROOFS (${waiting} to approve)` : 'PROOFS'}
    </Button>
  );
});
