import { Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  briefNames,
  PROOF_MESSAGES,
  PROOF_STATE_LABELS,
  type ProofDecorationView,
  type ProofView,
} from '@portal/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { overrideProof, proofKeys, proofsOfQuoteQuery, sendProofs } from './api/staffProofs.ts';
import { PreviousApprovalNote } from './PreviousApprovalNote.tsx';
import { ProofChangesAsked } from './ProofChangesAsked.tsx';
import { ProofSpecList } from './ProofSpecList.tsx';
import { ProofUploadDialog } from './ProofUploadDialog.tsx';
import { PROOFS_PANEL } from './proofs-panel-anchor.ts';

type Run = (work: () => Promise<string>) => Promise<void>;

/**
 * Decorations listed before "Show all": a big order can carry a thousand, and a thousand cards
 * beside the editor make every keystroke in its table slow (the browser hit-tests them all) and
 * bury the few a person is working on. Any decoration is still reached from its row's button.
 */
const LISTED_AT_FIRST = 12;

// Memoised, as the panel is: a quote can carry a thousand decorations, and the editor beside
// the panel redraws on every keystroke; a row redraws only when its own proof changes.
const DecorationProof = memo(function DecorationProof({
  quoteId,
  decoration,
  current,
  onUploadRow,
  run,
}: {
  quoteId: number;
  decoration: ProofDecorationView;
  current: ProofView | undefined;
  onUploadRow: (rowId: string) => void;
  run: Run;
}) {
  const [reason, setReason] = useState('');
  const state = decoration.state === 'none' ? 'No proof' : PROOF_STATE_LABELS[decoration.state];
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {decoration.label}
          {current ? ` (v${current.version})` : ''}
        </Text>
        <Badge
          variant="light"
          color={decoration.state === 'approved' || decoration.overridden ? 'green.9' : 'dark'}
        >
          {decoration.overridden ? 'Overridden' : state}
        </Badge>
      </Group>
      {decoration.previous_approval && (
        <PreviousApprovalNote label="Reorder" approval={decoration.previous_approval} />
      )}
      {current && <ProofSpecList spec={current.spec} />}
      {current?.state === 'changes_requested' && <ProofChangesAsked proof={current} />}
      <Button size="xs" variant="default" onClick={() => onUploadRow(decoration.row_id)}>
        Add a proof for {decoration.label}
      </Button>
      {decoration.state !== 'approved' && !decoration.overridden && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={`Override reason for ${decoration.label}`}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="default"
            onClick={() => void run(() => overrideProof(quoteId, decoration.row_id, reason))}
          >
            Override
          </Button>
        </Group>
      )}
    </Stack>
  );
});

type Props = {
  quoteId: number;
  /** The quote's customer, whose saved designs fill a proof's spec. */
  ownerId: number;
  /** The decoration whose proof upload is open (from its row or from here), or null. */
  uploadRow: string | null;
  /** The saved design of that decoration's row, which the form starts from. */
  uploadDesign: number | null;
  onUploadRow: (rowId: string | null) => void;
  /** The quote's document was written by a send (an artwork fee added): the editor reads it again. */
  onQuoteWritten: (message: string) => void;
};

/**
 * Staff's proofs of a quote, beside the editor: each decoration's current proof with its spec
 * and state, what the customer asked to change (their pins on the image), a new version added
 * with its spec, one Send for every new version, and an override with a reason.
 */
export const StaffProofsPanel = memo(function StaffProofsPanel({
  quoteId,
  ownerId,
  uploadRow,
  uploadDesign,
  onUploadRow,
  onQuoteWritten,
}: Props) {
  const client = useQueryClient();
  const proofs = useQuery(proofsOfQuoteQuery(quoteId));
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  // A link to the panel (#proofs) brings it into view once the proofs are there to show.
  const { hash } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const shown = Boolean(proofs.data?.decorations.length);
  useEffect(() => {
    if (shown && hash === `#${PROOFS_PANEL}`) panel.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  const known = proofs.data?.decorations.some((d) => d.row_id === uploadRow) ?? false;
  const { refetch } = proofs;
  // A decoration saved since the panel last read the quote: read it again to offer that row.
  useEffect(() => {
    if (uploadRow !== null && !known) void refetch();
  }, [uploadRow, known, refetch]);
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: proofKeys.quote(quoteId) }),
    [client, quoteId],
  );
  const run: Run = useCallback(
    async (work) => {
      setMessage({});
      try {
        setMessage({ success: await work() });
      } catch (error) {
        setMessage({ error: errorMessage(error) });
      }
      await refresh();
    },
    [refresh],
  );
  const [showAll, setShowAll] = useState(false);
  const [waiveFees, setWaiveFees] = useState(false);
  const proofById = useMemo(() => new Map(proofs.data?.proofs.map((p) => [p.id, p])), [proofs.data]);
  if (!proofs.data || proofs.data.decorations.length === 0) return null;
  const page = proofs.data;
  const listed = showAll ? page.decorations : page.decorations.slice(0, LISTED_AT_FIRST);
  const unlisted = page.decorations.length - LISTED_AT_FIRST;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="proofs-title"
      padding="sm"
      mt="md"
      id={PROOFS_PANEL}
      ref={panel}
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="proofs-title">
          Proofs
        </Title>
        {listed.map((decoration) => (
          <DecorationProof
            key={decoration.row_id}
            quoteId={quoteId}
            decoration={decoration}
            current={
              decoration.current_proof_id === null ? undefined : proofById.get(decoration.current_proof_id)
            }
            onUploadRow={onUploadRow}
            run={run}
          />
        ))}
        {unlisted > 0 && (
          <Button size="xs" variant="subtle" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll
              ? `Show the first ${LISTED_AT_FIRST} decorations`
              : `Show all ${page.decorations.length.toLocaleString('en-AU')} decorations (${unlisted.toLocaleString('en-AU')} more)`}
          </Button>
        )}
        <Text size="sm">
          {page.gate.ok ? 'May go to production.' : `Not approved yet: ${briefNames(page.gate.blocked)}.`}
        </Text>
        <FormMessage error={message.error ?? null} />
        {message.success && (
          <Text role="status" size="sm" fw={600}>
            {message.success}
          </Text>
        )}
        <Checkbox
          size="xs"
          label="Waive the artwork fee for versions past the rounds included"
          checked={waiveFees}
          onChange={(event) => setWaiveFees(event.currentTarget.checked)}
        />
        <Button
          size="xs"
          disabled={!page.proofs.some((p) => p.state === 'draft')}
          onClick={() =>
            void run(async () => {
              const sent = await sendProofs(quoteId, waiveFees);
              setWaiveFees(false);
              // A fee, charged or waived, is a line in the quote: the editor reads it again.
              if (sent.fees.length > 0 || sent.waived > 0) onQuoteWritten(PROOF_MESSAGES.feeAddedReload);
              return sent.message;
            })
          }
        >
          Send proofs
        </Button>
      </Stack>
      {uploadRow !== null && (
        <ProofUploadDialog
          key={uploadRow}
          quoteId={quoteId}
          ownerId={ownerId}
          decorations={page.decorations}
          rowId={uploadRow}
          designId={uploadDesign}
          onClose={() => onUploadRow(null)}
          onAdded={(added) => {
            onUploadRow(null);
            setMessage({ success: added });
            void refresh();
          }}
        />
      )}
    </Card>
  );
});
