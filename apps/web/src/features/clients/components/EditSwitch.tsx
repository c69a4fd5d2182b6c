import { Switch } from '@mantine/core';

/**
 * The Edit toggle of company and contact cards (accounts spec 2.6: fields stay disabled until Edit
 * is toggled).
 */
export function EditSwitch({
  editing,
  onToggle,
}: {
  editing: boolean;
  onToggle: (editing: boolean) => void;
}) {
  return <Switch label="Edit" checked={editing} onChange={(e) => onToggle(e.currentTarget.checked)} />;
}
