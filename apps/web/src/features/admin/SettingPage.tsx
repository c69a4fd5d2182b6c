import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BusinessSettingsForm } from '../business-settings/index.ts';

const AREAS = [
  {
    to: '/myaccount',
    title: 'My Account',
    text: 'Change the email address you sign in with and your password.',
  },
  {
    to: '/admin/all_accounts',
    title: 'All Accounts',
    text: 'Every customer and staff account of the portal.',
  },
  {
    to: '/admin/outbox',
    title: 'Outbox',
    text: 'Emails the portal has recorded, such as password reset links, when no mail server is configured.',
  },
  {
    to: '/admin/setting/pricing',
    title: 'Price tables',
    text: 'The figures that price decorations, setups and catalogue fees. A change applies to quotes priced after it.',
  },
  {
    to: '/admin/quote_manager',
    title: 'Quote Manager',
    text: 'All quotes across clients, with the client tools.',
  },
];

/**
 * /admin/setting (menu ACCOUNT): the admin's account area and the business's own settings (spec
 * 2.12 leaves its fields open; the business's settings go here).
 */
export function SettingPage() {
  return (
    <>
      <PageHeader
        title="Account"
        description="Your account, the portal's administration tools and the business's settings."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {AREAS.map((area) => (
          <Paper key={area.to} withBorder p="lg" radius="md" bg="white">
            <Title order={2} size="h4" mb={6}>
              <Anchor component={Link} to={area.to} inherit>
                {area.title}
              </Anchor>
            </Title>
            <Text>{area.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={2} mt="xl" mb="md">
        Business settings
      </Title>
      <BusinessSettingsForm />
    </>
  );
}
