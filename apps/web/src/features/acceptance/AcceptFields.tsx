import { FileInput, TextInput } from '@mantine/core';
import { MAX_ACCEPT_NAME, MAX_PO_NUMBER } from '@portal/domain/acceptance';
import type { AcceptValues } from './acceptance-form.ts';

type Props = {
  values: AcceptValues;
  onChange: (values: AcceptValues) => void;
  /** The company asks for a PO number with every order. */
  poRequired: boolean;
};

/** Your name, PO number and PO file: the fields of every accept form, on the link page and in the portal. */
export function AcceptFields({ values, onChange, poRequired }: Props) {
  return (
    <>
      <TextInput
        label="Your name"
        required
        autoComplete="name"
        maxLength={MAX_ACCEPT_NAME}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
      />
      <TextInput
        label="PO number"
        required={poRequired}
        description={
          poRequired ? 'Your company asks for a purchase order number with every order.' : undefined
        }
        maxLength={MAX_PO_NUMBER}
        value={values.poNumber}
        onChange={(event) => onChange({ ...values, poNumber: event.currentTarget.value })}
      />
      <FileInput
        label="PO file (optional)"
        description="PDF, JPEG, PNG or GIF"
        accept="application/pdf,image/jpeg,image/png,image/gif"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the PO file' }}
        value={values.poFile}
        onChange={(file) => onChange({ ...values, poFile: file })}
      />
    </>
  );
}
