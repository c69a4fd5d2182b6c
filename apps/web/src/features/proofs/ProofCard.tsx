import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import {
  isDrawnProof,
  PROOF_STATE_LABELS,
  type ProofView,
  type ProofWriteAnswer,
} from '@portal/domain/proofs';
import { useState } from 'react';
import { useDrawnAfterFirstPicture } from './first-picture-shown.ts';
import { ApproveProofForm, RequestProofChangesForm } from './ProofAnswerForms.tsx';
import { ProofSpecList } from './ProofSpecList.tsx';
import { type Pin, ZoomableProof } from './ZoomableProof.tsx';

export type ProofAnswering = {
  approve: (
    proof: ProofView,
    answer: { name: string; checklist: { item: string; checked: boolean }[] },
  ) => Promise<ProofWriteAnswer>;
  requestChanges: (
    proof: ProofView,
    changes: { name: string; note: string; pins: Pin[]; file: File | null },
  ) => Promise<ProofWriteAnswer>;
  askName: boolean;
};

type Props = {
  proof: ProofView;
  checklist: readonly string[];
  /** Where the file is drawn from; null while the portal still fetches it. */
  fileUrl: string | null;
  /** Why the file could not be fetched, in the server's words. */
  fileProblem?: string | null;
  answering: ProofAnswering;
};

/** One decoration's current proof: drawn large, its spec, and the two answers while it awaits one. */
export function ProofCard({ proof, checklist, fileUrl, fileProblem = null, answering }: Props) {
  const [pins, setPins] = useState<Pin[]>([]);
  const [placing, setPlacing] = useState(false);
  const titleId = `proof-${proof.id}-title`;
  const isImage = isDrawnProof(proof);
  // A picture's answers wait until it is shown (first-picture-shown.ts); a PDF proof drawn before
  // the first picture has its answers at once, or they would push that picture down as they came.
  const answersDrawn = useDrawnAfterFirstPicture() || !isImage;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {proof.decoration} (v{proof.version})
          </Title>
          <Badge variant="light" color={proof.state === 'approved' ? 'green.9' : 'dark'}>
            {PROOF_STATE_LABELS[proof.state]}
          </Badge>
        </Group>
        {fileProblem ? (
          <Alert color="red" role="alert">
            {fileProblem}
          </Alert>
        ) : fileUrl === null ? (
          <Loader role="status" aria-label={`Loading the proof of ${proof.decoration}`} />
        ) : isImage ? (
          <ZoomableProof
            src={fileUrl}
            alt={`Proof of ${proof.decoration}, version ${proof.version}`}
            pins={pins}
            {...(placing
              ? { onPlacePin: (at: { x: number; y: number }) => setPins([...pins, { ...at, note: '' }]) }
              : {})}
          />
        ) : (
          <Anchor href={fileUrl} download={proof.file.name}>
            Open the proof ({proof.file.name})
          </Anchor>
        )}
        <ProofSpecList spec={proof.spec} />
        {!answersDrawn ? null : proof.state === 'sent' ? (
          <>
            <ApproveProofForm
              proof={proof}
              checklist={checklist}
              approve={(a) => answering.approve(proof, a)}
            />
            <RequestProofChangesForm
              proof={proof}
              pins={pins}
              setPins={setPins}
              placing={placing && isImage}
              setPlacing={setPlacing}
              askName={answering.askName}
              send={(c) => answering.requestChanges(proof, c)}
            />
          </>
        ) : (
          <Text size="sm" role="status">
            {answerText(proof)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** How an answered proof stands, in a sentence. */
function answerText(proof: ProofView): string {
  const last = proof.answers.at(-1);
  const when = last ? formatDisplayDateTime(last.at) : '';
  if (proof.state === 'approved' && last) return `Approved by ${last.name} on ${when}.`;
  if (proof.state === 'changes_requested') return 'You asked for changes. We will send a new version.';
  return PROOF_STATE_LABELS[proof.state];
}
