import { Select, Stack, Text } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { contactOptions, findContact } from './contacts.ts';
import type { SectionProps } from './types.ts';

/** The Contact section: the contact chooser, from the client's company contacts. */
export function ContactSection({
  header,
  onChange,
  readOnly,
  company,
}: SectionProps & { company: AnyCompanyAnswer | null | undefined }) {
  const chosen = findContact(company, header.contact_user);
  return (
    <Stack gap="xs">
      <Select
        label="Contact"
        placeholder="Choose the contact"
        data={contactOptions(company)}
        value={chosen ? header.contact_user : null}
        onChange={(value) => {
          const contact = findContact(company, value ?? '');
          onChange({
            contact_user: value ?? '',
            contact_info: contact
              ? [contact.email, contact.mobile || contact.phone].filter(Boolean).join(' · ')
              : '',
          });
        }}
        searchable
        clearable
        nothingFoundMessage={QUOTE_MESSAGES.noMatches}
        disabled={readOnly}
        maw={420}
      />
      {chosen && (
        <Text size="sm" data-testid="contact-details">
          {[chosen.position, chosen.email, chosen.mobile || chosen.phone].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
