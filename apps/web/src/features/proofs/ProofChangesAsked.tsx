import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { isDrawnProof, type ProofAnswerEntry, type ProofView } from '@portal/domain/proofs';
import { useFileBlob, useObjectUrl } from '../files/preview/index.ts';
import { proofFilePath } from './api/portalProofs.ts';
import { ZoomableProof } from './ZoomableProof.tsx';

/** The proof's file, fetched with the session, with the customer's pins on it. */
function PinnedProof({ proof, answer }: { proof: ProofView; answer: ProofAnswerEntry }) {
  const fetched = useFileBlob(proofFilePath(proof.id));
  const url = useObjectUrl(fetched.status === 'ready' ? fetched.blob : null);
  if (fetched.status === 'failed')
    return (
      <Alert color="red" role="alert">
        {fetched.message}
      </Alert>
    );
  if (url === null)
    return <Loader size="sm" role="status" aria-label={`Loading the proof of ${proof.decoration}`} />;
  return (
    <ZoomableProof
      src={url}
      alt={`Proof of ${proof.decoration}, version ${proof.version}, with the customer's pins`}
      pins={answer.pins}
    />
  );
}

/**
 * What the customer asked to change on a proof, for staff making the next version: their note,
 * each pin's note by its number, and the pins drawn where they were put on the image.
 */
export function ProofChangesAsked({ proof }: { proof: ProofView }) {
  const answer = proof.answers.findLast((a) => a.kind === 'changes_requested');
  if (!answer) return null;
  const when = formatDisplayDateTime(answer.at);
  return (
    <Stack gap={6} aria-label={`Changes asked to ${proof.decoration}`} role="group">
      <Text size="sm">
        <Text span fw={600} size="sm">
          {answer.name} asked for changes on {when}:
        </Text>{' '}
        {answer.note}
      </Text>
      {answer.pins.length > 0 && (
        <>
          <List size="sm" type="ordered" aria-label="Pins">
            {answer.pins.map((pin, index) => (
              <List.Item key={`${pin.x}-${pin.y}`}>{pin.note || `Pin ${index + 1}`}</List.Item>
            ))}
          </List>
          {isDrawnProof(proof) && <PinnedProof proof={proof} answer={answer} />}
        </>
      )}
      {answer.file_id !== null && (
        <Text size="sm">A file came with the request; it is in the conversation log.</Text>
      )}
    </Stack>
  );
}
