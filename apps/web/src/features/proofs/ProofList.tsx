import { Stack, Text } from '@mantine/core';
import type { ProofPage, ProofView } from '@portal/domain/proofs';
import type { ReactNode } from 'react';

/** The proofs a customer answers: each decoration's newest version they were sent. */
const shownProofsOf = (page: ProofPage): ProofView[] =>
  page.decorations.flatMap((d) => page.proofs.filter((p) => p.id === d.current_proof_id));

/**
 * The customer's proof page, the same whether opened from the mailed link or in the portal: what
 * to do, then each decoration's current proof drawn by `card` (the two differ only in how the
 * file is fetched and who answers).
 */
export function ProofList({ page, card }: { page: ProofPage; card: (proof: ProofView) => ReactNode }) {
  const proofs = shownProofsOf(page);
  return (
    <Stack gap="lg">
      <Text>
        Q{page.quote_id} {page.quote_label}: please check each proof, then approve it or tell us what to
        change. Nothing goes to production until you approve it.
      </Text>
      {proofs.length === 0 && <Text>There is no proof for you to check just now.</Text>}
      {proofs.map(card)}
    </Stack>
  );
}
