import { Text } from '@mantine/core';
import { approvedOnWords, type PreviousApproval } from '@portal/domain/proofs';

/**
 * A reordered decoration's earlier approval, for staff and the customer alike: unchanged, it can
 * be re-confirmed; changed (another artwork file, size, colours…), it needs a new proof.
 */
export function PreviousApprovalNote({ label, approval }: { label: string; approval: PreviousApproval }) {
  const approved = `${label}: ${approvedOnWords(approval)} (${approval.file_name})`;
  return (
    <Text size="sm">
      {approval.changed.length === 0
        ? `${approved}. Nothing has changed since, so it can be re-confirmed.`
        : `${approved}. The ${approval.changed.join(', ')} changed since, so it needs a new proof.`}
    </Text>
  );
}
