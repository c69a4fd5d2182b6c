import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { parseDateInput } from '@portal/domain/dates';

/**
 * Staff's Valid to field, shown and typed as DD/MM/YYYY whatever the browser's language:
 * a native date input follows the browser's locale, so an en-US browser showed 2 December
 * as 12/02/2026. The value stays the calendar day YYYY-MM-DD; typing is read by the domain's
 * parseDateInput, and the calendar picks a day too.
 */
export function ValidToInput({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <DateInput
      label="Valid to"
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => parseDateInput(text)}
      placeholder="DD/MM/YYYY"
      description={value ? undefined : 'Set when saved'}
      popoverProps={{ withinPortal: true }}
    />
  );
}
