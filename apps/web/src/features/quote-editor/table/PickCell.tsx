import { Select } from '@mantine/core';
import { useMemo } from 'react';

export type PickOption = { value: string; label: string };

type Props = {
  /** The accessible name, like the typed cells': "template 1 task 1 task". */
  label: string;
  value: string | null | undefined;
  options: readonly PickOption[];
  disabled: boolean;
  onPick: (value: string | null) => void;
};

/**
 * A searchable pick from a list WorkflowMax gives (its templates, its tasks). Unlike the table's
 * plain cells this is a Mantine Select, for searching by name: the Tasks section has a few rows,
 * not thousands. A stored value the list does not hold (typed before the lists were offered,
 * or since removed in WorkflowMax) still shows as it is, so nothing changes by itself.
 */
export function PickCell({ label, value, options, disabled, onPick }: Props) {
  const current = value ?? '';
  const data = useMemo(() => {
    // One option per value: Select refuses duplicates, and WorkflowMax may hold two of a name.
    const seen = new Set<string>();
    const unique = options.filter((option) => !seen.has(option.value) && seen.add(option.value));
    return current && !seen.has(current) ? [{ value: current, label: current }, ...unique] : unique;
  }, [options, current]);
  return (
    <Select
      aria-label={label}
      size="xs"
      miw={160}
      data={data}
      value={current || null}
      disabled={disabled}
      searchable
      nothingFoundMessage="Not in WorkflowMax"
      placeholder="Choose"
      onChange={onPick}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
