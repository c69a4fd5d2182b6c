import { Loader, Stack, Text } from '@mantine/core';
import { PROOF_MESSAGES, type ProofPage, type ProofView } from '@portal/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { LinkNotice } from '../links/index.ts';
import {
  approveProofByLink,
  proofLinkFileUrl,
  proofStatusQuery,
  requestProofChangesByLink,
} from './api/proofLink.ts';
import { type ProofAnswering, ProofCard } from './ProofCard.tsx';

/** The proofs a customer answers: each decoration's newest version they were sent. */
export const currentProofsOf = (page: ProofPage): ProofView[] =>
  page.decorations.flatMap((d) => page.proofs.filter((p) => p.id === d.current_proof_id));

function Proofs({ token }: { token: string }) {
  const client = useQueryClient();
  const status = useQuery(proofStatusQuery(token));
  if (status.isPending) return <Loader role="status" aria-label="Loading the proofs" />;
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
  const proofs = currentProofsOf(page);
  return (
    <Stack gap="lg">
      <Text>
        Q{page.quote_id} {page.quote_label}: please check each proof, then approve it or tell us what to
        change. Nothing goes to production until you approve it.
      </Text>
      {proofs.length === 0 && <Text>There is no proof for you to check just now.</Text>}
      {proofs.map((proof) => (
        <ProofCard
          key={proof.id}
          proof={proof}
          checklist={page.checklist}
          fileUrl={proofLinkFileUrl(proof.id, token)}
          answering={answering}
        />
      ))}
    </Stack>
  );
}

/** /proofs?token=: the mailed proof page, signed out or in; the token alone names the quote. */
export function ProofLinkPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
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
