import { Button, Paper, Stack, Text } from '@mantine/core';
import {
  type ProofDecorationView,
  type ProofPage,
  type ProofView,
  proofsUpToFirstPicture,
  shownProofsOf,
} from '@portal/domain/proofs';
import { type ReactNode, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useDrawnAfterFirstPicture } from './first-picture-shown.ts';
import { PreviousApprovalNote } from './PreviousApprovalNote.tsx';

/**
 * The customer's proof page, the same whether opened from the mailed link or in the portal: what
 * to do, then each decoration's current proof drawn by `card` (the two differ only in how the
 * file is fetched and who answers).
 */
export function ProofList({
  page,
  card,
  reconfirm,
}: {
  page: ProofPage;
  card: (proof: ProofView) => ReactNode;
  /** The portal's one-click re-confirmation of a reorder's earlier approval (the link has none). */
  reconfirm?: (rowId: string) => Promise<unknown>;
}) {
  const proofs = shownProofsOf(page);
  const all = useDrawnAfterFirstPicture();
  const earlier = reconfirm ? page.decorations.filter((d) => d.previous_approval) : [];
  return (
    <Stack gap="lg">
      <Text>
        Q{page.quote_id} {page.quote_label}: please check each proof, then approve it or tell us what to
        change. Nothing goes to production until you approve it.
      </Text>
      {proofs.length === 0 && earlier.length === 0 && (
        <Text>There is no proof for you to check just now.</Text>
      )}
      {reconfirm &&
        earlier.map((d) => <EarlierApproval key={d.row_id} decoration={d} reconfirm={reconfirm} />)}
      {(all ? proofs : proofsUpToFirstPicture(proofs)).map(card)}
    </Stack>
  );
}

/** A reordered decoration approved before: one click confirms the same artwork for this order. */
function EarlierApproval({
  decoration,
  reconfirm,
}: {
  decoration: ProofDecorationView;
  reconfirm: (rowId: string) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const approval = decoration.previous_approval;
  if (!approval) return null;
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await reconfirm(decoration.row_id);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <PreviousApprovalNote label={decoration.label} approval={approval} />
        {approval.changed.length === 0 && (
          <Button onClick={confirm} loading={busy} style={{ alignSelf: 'flex-start' }}>
            Re-confirm the artwork of {decoration.label}
          </Button>
        )}
        <FormMessage error={failure} />
      </Stack>
    </Paper>
  );
}
