import { Loader } from '@mantine/core';
import { PROOF_MESSAGES, proofLinkFileUrl, proofLinkTokenOf } from '@portal/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { LinkNotice } from '../links/index.ts';
import { approveProofByLink, proofStatusQuery, requestProofChangesByLink } from './api/proofLink.ts';
import { LOADING_PROOFS } from './loading-label.ts';
import { type ProofAnswering, ProofCard } from './ProofCard.tsx';
import { ProofList } from './ProofList.tsx';
import { ShownWithFirstPicture } from './ShownWithFirstPicture.tsx';

function Proofs({ token }: { token: string }) {
  const client = useQueryClient();
  const status = useQuery(proofStatusQuery(token));
  // The proofs are drawn in a background render that React splits into short slices, so a phone
  // stays responsive while they are (the query's own update cannot be deferred). That holds too
  // when the served page carried the answer: the first render draws the loader, not the proofs.
  const waiting = useDeferredValue(status.isPending, true);
  if (status.isPending || waiting) return <Loader role="status" aria-label={LOADING_PROOFS} />;
  if (status.isError)
    return (
      <LinkNotice tone="problem" role="alert" title="This link cannot be used">
        {errorMessage(status.error)}
      </LinkNotice>
    );
  const page = status.data;
  const refresh = () => client.invalidateQueries({ queryKey: ['proof-link', token] });
  const answering: ProofAnswering = {
    askName: true,
    approve: async (proof, answer) => {
      const done = await approveProofByLink({
        token,
        proof_id: proof.id,
        sha256: proof.file.sha256,
        ...answer,
      });
      await refresh();
      return done;
    },
    requestChanges: async (proof, changes) => {
      const done = await requestProofChangesByLink({ token, proofId: proof.id, ...changes });
      await refresh();
      return done;
    },
  };
  return (
    <ShownWithFirstPicture page={page}>
      <ProofList
        page={page}
        card={(proof) => (
          <ProofCard
            key={proof.id}
            proof={proof}
            checklist={page.checklist}
            fileUrl={proofLinkFileUrl(proof.id, token)}
            answering={answering}
          />
        )}
      />
    </ShownWithFirstPicture>
  );
}

/** /proofs?token=: the mailed proof page, signed out or in; the token alone names the quote. */
export function ProofLinkPage() {
  const [params] = useSearchParams();
  const token = proofLinkTokenOf(params);
  return (
    <AuthCard title="Artwork proofs">
      {token ? (
        <Proofs token={token} />
      ) : (
        <LinkNotice tone="problem" role="alert" title="This link cannot be used">
          {PROOF_MESSAGES.unknownLink}
        </LinkNotice>
      )}
    </AuthCard>
  );
}
