import { Anchor, Loader } from '@mantine/core';
import type { ProofView } from '@portal/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useFileBlob, useObjectUrl } from '../files/preview/index.ts';
import {
  approveProof,
  proofFilePath,
  proofsOpened,
  reconfirmProof,
  requestProofChanges,
} from './api/portalProofs.ts';
import { proofKeys, proofsOfQuoteQuery } from './api/staffProofs.ts';
import { LOADING_PROOFS } from './loading-label.ts';
import { type ProofAnswering, ProofCard } from './ProofCard.tsx';
import { ProofList } from './ProofList.tsx';
import { ShownWithFirstPicture } from './ShownWithFirstPicture.tsx';

/** One proof in the portal: its file fetched with the session (no link token), then the card. */
function PortalProofCard({
  proof,
  checklist,
  answering,
}: {
  proof: ProofView;
  checklist: readonly string[];
  answering: ProofAnswering;
}) {
  const fetched = useFileBlob(proofFilePath(proof.id));
  const url = useObjectUrl(fetched.status === 'ready' ? fetched.blob : null);
  return (
    <ProofCard
      proof={proof}
      checklist={checklist}
      fileUrl={url}
      fileProblem={fetched.status === 'failed' ? fetched.message : null}
      answering={answering}
    />
  );
}

/**
 * /requests/proofs/{id}: the signed-in customer's proof page of their quote, the mailed page's
 * list and answers, answered as themselves (the portal knows the name for a request for changes;
 * approving still takes a typed name, as the link does).
 */
export function PortalProofsPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const proofs = useQuery({ ...proofsOfQuoteQuery(id), retry: false });
  // An opening the reminders count from; a failure to record it costs the customer nothing.
  useEffect(() => {
    proofsOpened(id).catch(() => undefined);
  }, [id]);
  const refresh = () => client.invalidateQueries({ queryKey: proofKeys.quote(id) });
  const answering: ProofAnswering = {
    askName: false,
    approve: async (proof, answer) => {
      const done = await approveProof(proof.id, { sha256: proof.file.sha256, ...answer });
      await refresh();
      return done;
    },
    requestChanges: async (proof, { note, pins, file }) => {
      const done = await requestProofChanges(proof.id, { note, pins, file });
      await refresh();
      return done;
    },
  };
  const back = (
    <Anchor component={Link} to={`/requests/view/${id}`}>
      Back to the quote
    </Anchor>
  );
  return (
    <>
      <PageHeader title="Artwork proofs" description={`Quote ${id}`} actions={back} />
      {proofs.isPending && <Loader role="status" aria-label={LOADING_PROOFS} />}
      {proofs.isError && <FormMessage error={errorMessage(proofs.error)} />}
      {proofs.data && (
        <ShownWithFirstPicture page={proofs.data}>
          <ProofList
            page={proofs.data}
            reconfirm={async (rowId) => {
              await reconfirmProof(id, rowId);
              await refresh();
            }}
            card={(proof) => (
              <PortalProofCard
                key={proof.id}
                proof={proof}
                checklist={proofs.data.checklist}
                answering={answering}
              />
            )}
          />
        </ShownWithFirstPicture>
      )}
    </>
  );
}
