import { type ProofSpec, specText } from './spec.ts';

export type JobProof = {
  decoration: string;
  version: number;
  fileName: string;
  sha256: string;
  spec: ProofSpec;
  /** Where staff download the file from. */
  url: string;
  /** 'approved by J Smith on …', or the override's reason. */
  approval: string;
};

/**
 * The proofs production works from, as lines of the WorkflowMax job's description: each
 * decoration's approved version with its file, its hash and its spec, so a reorder or a dispute
 * finds exactly what was agreed.
 */
export function jobProofLines(proofs: readonly JobProof[]): string[] {
  if (proofs.length === 0) return [];
  return [
    'Approved proofs:',
    ...proofs.map((p) => {
      const spec = specText(p.spec);
      return `- ${p.decoration}: v${p.version} ${p.fileName} (sha-256 ${p.sha256.slice(0, 12)})${spec ? `; ${spec}` : ''}; ${p.approval}; ${p.url}`;
    }),
  ];
}
