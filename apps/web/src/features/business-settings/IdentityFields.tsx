import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { AUSTRALIAN_STATES } from '@portal/domain/business-settings';
import type { SectionProps } from './section-props.ts';

/** Who the business is and how customers reach it: the footer, the sign-in page and PDFs show these. */
export function IdentityFields({ draft, change, errors }: SectionProps) {
  const text = (
    key: 'trading_name' | 'legal_name' | 'abn' | 'phone' | 'email' | 'website' | 'opening_hours',
  ) => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => change({ [key]: event.currentTarget.value }),
    error: errors[key],
  });
  const links = draft.social_links;
  const setLink = (index: number, patch: Partial<(typeof links)[number]>) =>
    change({ social_links: links.map((link, at) => (at === index ? { ...link, ...patch } : link)) });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Trading name" {...text('trading_name')} />
        <TextInput label="Legal name" {...text('legal_name')} />
        <TextInput
          label="ABN"
          description="11 digits, checked against the ATO's check digits"
          {...text('abn')}
        />
        <TextInput label="Phone" {...text('phone')} />
        <TextInput label="E-mail" type="email" {...text('email')} />
        <TextInput label="Website" placeholder="https://" {...text('website')} />
      </SimpleGrid>
      <Textarea
        label="Address"
        description="One line per line printed"
        autosize
        minRows={3}
        value={draft.address}
        onChange={(event) => change({ address: event.currentTarget.value })}
        error={errors.address}
      />
      <TextInput label="Opening hours" {...text('opening_hours')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Time zone"
          description="An IANA name, such as Australia/Melbourne"
          value={draft.time_zone}
          onChange={(event) => change({ time_zone: event.currentTarget.value })}
          error={errors.time_zone}
        />
        <Select
          label="State whose public holidays apply"
          data={[...AUSTRALIAN_STATES]}
          value={draft.holiday_state}
          allowDeselect={false}
          onChange={(value) => value && change({ holiday_state: value as typeof draft.holiday_state })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        {links.map((link, index) => (
          // Links have no id of their own; their place in the list is what the form edits. The
          // inputs are controlled and labelled by that place, so after a removal each row shows
          // the values and label of its new place.
          // biome-ignore lint/suspicious/noArrayIndexKey: a link's only identity is its place
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              label={`Social link ${index + 1} name`}
              value={link.name}
              onChange={(event) => setLink(index, { name: event.currentTarget.value })}
              error={errors[`social_links.${index}.name`]}
            />
            <TextInput
              style={{ flex: 1 }}
              label={`Social link ${index + 1} address`}
              value={link.url}
              onChange={(event) => setLink(index, { url: event.currentTarget.value })}
              error={errors[`social_links.${index}.url`]}
            />
            <Button
              variant="default"
              onClick={() => change({ social_links: links.filter((_, at) => at !== index) })}
            >
              Remove social link {index + 1}
            </Button>
          </Group>
        ))}
        {links.length < 8 && (
          <Group>
            <Button
              variant="default"
              onClick={() => change({ social_links: [...links, { name: '', url: '' }] })}
            >
              Add a social link
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
