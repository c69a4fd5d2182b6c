import { Stack, Text } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { CompanyCard, CompanyDetails, NO_COMPANY_YET } from '../../clients/index.ts';

/**
 * The Company section (accounts spec 2.10, "Company panel (add and edit)"): the quote owner's
 * company, edited in place behind the same Edit switch as on the client pages, or created here
 * when the account has none. In view mode it is the company's details as text.
 */
export function CompanySection({
  company,
  loading,
  ownerId,
  readOnly,
}: {
  company: AnyCompanyAnswer | null | undefined;
  loading: boolean;
  ownerId: number;
  readOnly: boolean;
}) {
  if (loading) return <Text size="sm">Loading the company…</Text>;
  if (readOnly)
    return company ? <CompanyDetails company={company} /> : <Text size="sm">No company yet.</Text>;
  if (!company)
    return (
      <Stack gap="xs">
        <Text size="sm">{NO_COMPANY_YET}</Text>
        <CompanyCard mode="create" userId={ownerId} onCreated={() => undefined} embedded />
      </Stack>
    );
  return <CompanyCard key={company.id} mode="edit" company={company} embedded />;
}
