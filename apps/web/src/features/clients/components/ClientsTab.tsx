import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { can } from '@portal/domain/access';
import { useId, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCompanyByUser } from '../api/companyByUser.ts';
import { NO_COMPANY_YET } from '../fields.ts';
import { ChangeAccountCard } from './ChangeAccountCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { ContactCard } from './ContactCard.tsx';

/**
 * The Clients tab (admin) and the Account tab (customer), spec 2.6: the company card, its contact
 * cards with New contact, and for admins the client's Change Account form. An account without a
 * company gets an empty company form.
 */
export function ClientsTab({ userId, onCompanyDeleted }: { userId: number; onCompanyDeleted?: () => void }) {
  const user = useCurrentUser();
  const company = useCompanyByUser(userId);
  const [adding, setAdding] = useState(false);
  const contactsHeading = useId();

  if (company.isPending) return <Loader role="status" aria-label="Loading the company" />;
  if (company.isError) return <FormMessage error={errorMessage(company.error)} />;

  const data = company.data;
  return (
    <Stack gap="lg">
      {data ? (
        <CompanyCard key={data.id} mode="edit" company={data} onDeleted={onCompanyDeleted} />
      ) : (
        <Stack gap="xs">
          <Text>{NO_COMPANY_YET}</Text>
          <CompanyCard mode="create" userId={userId} onCreated={() => undefined} />
        </Stack>
      )}
      <section aria-labelledby={contactsHeading}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id={contactsHeading}>
            Contacts
          </Title>
          <Button variant="default" onClick={() => setAdding(true)} disabled={adding}>
            New contact
          </Button>
        </Group>
        <Stack gap="md">
          {adding && <ContactCard mode="create" companyId={data?.id} onDone={() => setAdding(false)} />}
          {data?.contacts.map((contact) => (
            <ContactCard key={contact.id} mode="edit" contact={contact} />
          ))}
          {data && data.contacts.length === 0 && !adding && <Text c="dimmed">No contacts yet.</Text>}
        </Stack>
      </section>
      {can(user, 'changeClientCredentials') && user?.id !== userId && <ChangeAccountCard userId={userId} />}
    </Stack>
  );
}
