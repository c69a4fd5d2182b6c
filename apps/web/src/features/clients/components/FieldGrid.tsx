import { SimpleGrid, TextInput } from '@mantine/core';

/** A card's text fields, two columns wide; disabled while the card is not being edited. */
export function FieldGrid<K extends string>({
  fields,
  values,
  disabled,
  onChange,
}: {
  fields: readonly { key: K; label: string; type?: 'email' | 'tel' | 'url' }[];
  values: Record<K, string>;
  disabled: boolean;
  onChange: (key: K, value: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {fields.map((field) => (
        <TextInput
          key={field.key}
          label={field.label}
          type={field.type ?? 'text'}
          value={values[field.key]}
          disabled={disabled}
          onChange={(e) => onChange(field.key, e.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
