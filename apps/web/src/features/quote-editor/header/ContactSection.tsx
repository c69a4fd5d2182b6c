import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { useState } from 'react';
import { ContactCard } from '../../clients/index.ts';
import { contactChoice, contactOptions, findContact } from './contacts.ts';
import type { SectionProps } from './types.ts';

/**
 * The Contact section (accounts spec 2.10): the contact chooser, from the client's company
 * contacts, and New contact, which adds one to the company and chooses it for this quote.
 */
export function ContactSection({
  header,
  onChange,
  readOnly,
  company,
}: SectionProps & { company: AnyCompanyAnswer | null | undefined }) {
  const [adding, setAdding] = useState(false);
  const chosen = findContact(company, header.contact_user);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Contact"
          placeholder="Choose the contact"
          data={contactOptions(company)}
          value={chosen ? header.contact_user : null}
          onChange={(value) => onChange(contactChoice(findContact(company, value ?? '')))}
          searchable
          clearable
          nothingFoundMessage={QUOTE_MESSAGES.noMatches}
          disabled={readOnly}
          w={420}
          maw="100%"
        />
        {!readOnly && (
          <Button variant="default" onClick={() => setAdding(true)} disabled={adding}>
            New contact
          </Button>
        )}
      </Group>
      {chosen && (
        <Text size="sm" data-testid="contact-details">
          {[chosen.position, contactChoice(chosen).contact_info].filter(Boolean).join(' · ')}
        </Text>
      )}
      {adding && (
        <ContactCard
          mode="create"
          companyId={company?.id}
          headingOrder={2}
          onDone={(created) => {
            setAdding(false);
            if (created) onChange(contactChoice(created));
          }}
        />
      )}
    </Stack>
  );
}
