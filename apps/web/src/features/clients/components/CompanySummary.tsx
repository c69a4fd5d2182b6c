import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { CompanyListEntry } from '@portal/domain/clients';

const ROWS = [
  ['Company', 'company'],
  ['Mobile', 'mobile'],
  ['Address', 'address'],
  ['Suburb', 'suburb'],
  ['State', 'state'],
  ['Postcode', 'postcode'],
] as const;

/** The hub's company details card (spec 2.6: company, mobile, address, suburb, state, postcode). */
export function CompanySummary({ company, chosen }: { company: CompanyListEntry | null; chosen: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" component="section" aria-labelledby="company-summary">
      <Title order={2} size="h5" id="company-summary" mb="xs">
        Company details
      </Title>
      {company ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0}>
          {ROWS.map(([label, key]) => (
            <div key={key}>
              <Text component="dt" size="xs" fw={700}>
                {label}
              </Text>
              <Text component="dd" m={0} size="sm">
                {company[key] || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">{chosen ? 'This account has no company yet.' : 'No company chosen.'}</Text>
      )}
    </Paper>
  );
}
