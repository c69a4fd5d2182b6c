import { Stack, Text } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { oneLineAddress } from '../fields.ts';

/** A company in a few lines: name, address, phone and email, leaving out what is empty. */
export function CompanyDetails({ company }: { company: AnyCompanyAnswer }) {
  const address = oneLineAddress(company);
  return (
    <Stack gap={2}>
      <Text fw={600}>{company.company}</Text>
      {address && <Text size="sm">{address}</Text>}
      {company.phone && <Text size="sm">Phone: {company.phone}</Text>}
      {company.email && <Text size="sm">Email: {company.email}</Text>}
    </Stack>
  );
}
