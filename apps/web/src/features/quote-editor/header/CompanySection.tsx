import { Anchor, Stack, Text } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { Link } from 'react-router';

/**
 * The Company section: whose quote this is. Adding and editing the company happens on the
 * client pages (accounts spec 2.6), so staff get a link there rather than a second form.
 */
export function CompanySection({
  company,
  loading,
  admin,
}: {
  company: AnyCompanyAnswer | null | undefined;
  loading: boolean;
  admin: boolean;
}) {
  if (loading) return <Text size="sm">Loading the company…</Text>;
  if (!company)
    return (
      <Text size="sm">
        No company yet.{' '}
        {admin ? (
          <Anchor component={Link} to="/admin/myorders">
            Add it on the Clients page
          </Anchor>
        ) : (
          'Please contact us to set up your company.'
        )}
      </Text>
    );
  const address = [company.address, company.suburb, company.state, company.postcode]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={2}>
      <Text fw={600} data-testid="company-name">
        {company.company}
      </Text>
      {address && <Text size="sm">{address}</Text>}
      {company.phone && <Text size="sm">Phone: {company.phone}</Text>}
      {company.email && <Text size="sm">Email: {company.email}</Text>}
    </Stack>
  );
}
