import { Anchor, Radio, Select, Stack, Text } from '@mantine/core';
import { addressLinesOf } from '@portal/domain/business-settings';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { useBusiness } from '../../../lib/business.ts';
import { addressOptions, contactAddress, findContact } from './contacts.ts';
import type { SectionProps } from './types.ts';

const mapLinkOf = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The Collection section (accounts spec 2.10): pick up in store, with the showroom address
 * linked to a map, or delivery to one of the client's contact addresses.
 */
export function CollectionSection({
  header,
  onChange,
  readOnly,
  company,
}: SectionProps & { company: AnyCompanyAnswer | null | undefined }) {
  const showroom = addressLinesOf(useBusiness().address).join(', ');
  const mode = header.pickup_instore ? 'pickup' : header.delivery_required ? 'delivery' : '';
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Collection"
        value={mode}
        onChange={(value) =>
          onChange({ pickup_instore: value === 'pickup', delivery_required: value === 'delivery' })
        }
      >
        <Stack gap={6} mt={4}>
          <Radio value="pickup" label="Pick up in store" disabled={readOnly} />
          <Radio value="delivery" label="Delivery" disabled={readOnly} />
        </Stack>
      </Radio.Group>
      {mode === 'pickup' && showroom && (
        <Text size="sm">
          Showroom:{' '}
          <Anchor href={mapLinkOf(showroom)} target="_blank" rel="noopener noreferrer">
            {showroom} (opens a map)
          </Anchor>
        </Text>
      )}
      {mode === 'delivery' && (
        <Select
          label="Delivery address"
          placeholder="Choose a contact's address"
          data={addressOptions(company)}
          value={findContact(company, header.collection_id) ? header.collection_id : null}
          onChange={(value) => {
            const contact = findContact(company, value ?? '');
            onChange({ collection_id: value ?? '', contact_address: contact ? contactAddress(contact) : '' });
          }}
          searchable
          clearable
          nothingFoundMessage={QUOTE_MESSAGES.noMatches}
          disabled={readOnly}
          maw={520}
        />
      )}
    </Stack>
  );
}
