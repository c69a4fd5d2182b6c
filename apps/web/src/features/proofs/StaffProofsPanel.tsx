import { Badge, Button, Card, FileInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { acceptOf } from '@portal/domain/files';
import { PROOF_STATE_LABELS, type ProofDecorationView } from '@portal/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { addProof, overrideProof, proofKeys, proofsOfQuoteQuery, sendProofs } from './api/staffProofs.ts';
import { PROOFS_PANEL } from './proofs-panel-anchor.ts';

type Run = (work: () => Promise<string>) => Promise<void>;

function DecorationProof({
  quoteId,
  decoration,
  run,
}: {
  quoteId: number;
  decoration: ProofDecorationView;
  run: Run;
}) {
  const [reason, setReason] = useState('');
  const state = decoration.state === 'none' ? 'No proof' : PROOF_STATE_LABELS[decoration.state];
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {decoration.label}
        </Text>
        <Badge
          variant="light"
          color={decoration.state === 'approved' || decoration.overridden ? 'green.9' : 'dark'}
        >
          {decoration.overridden ? 'Overridden' : state}
        </Badge>
      </Group>
      <FileInput
        size="xs"
        label={`New proof for ${decoration.label}`}
        accept={acceptOf('proof')}
        value={null}
        onChange={(file) => {
          if (file) void run(async () => (await addProof(quoteId, decoration.row_id, file)).message);
        }}
      />
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
}

/**
 * Staff's proofs of a quote, beside the editor: each decoration's current proof state, a new
 * version uploaded from its row, one Send for every new version, and an override with a reason.
 */
export function StaffProofsPanel({ quoteId }: { quoteId: number }) {
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
  const run: Run = async (work) => {
    setMessage({});
    try {
      setMessage({ success: await work() });
    } catch (error) {
      setMessage({ error: errorMessage(error) });
    }
    await client.invalidateQueries({ queryKey: proofKeys.quote(quoteId) });
  };
  if (!proofs.data || proofs.data.decorations.length === 0) return null;
  const page = proofs.data;
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
        {page.decorations.map((decoration) => (
          <DecorationProof key={decoration.row_id} quoteId={quoteId} decoration={decoration} run={run} />
        ))}
        <Text size="sm">
          {page.gate.ok ? 'May go to production.' : `Not approved yet: ${page.gate.blocked.join('; ')}.`}
        </Text>
        <FormMessage error={message.error ?? null} />
        {message.success && (
          <Text role="status" size="sm" fw={600}>
            {message.success}
          </Text>
        )}
        <Button
          size="xs"
          disabled={!page.proofs.some((p) => p.state === 'draft')}
          onClick={() => void run(async () => (await sendProofs(quoteId)).message)}
        >
          Send proofs
        </Button>
      </Stack>
    </Card>
  );
}
