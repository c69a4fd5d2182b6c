import { Button, Menu } from '@mantine/core';

export type MenuChoice = { label: string; onPick: () => void };

/**
 * A button above the table that opens a list of things to add (Add Product, Add line, Brand
 * management). Only the main action, Add Product, is a filled button; the others are plain.
 */
export function ChoiceMenu({
  label,
  choices,
  main = false,
}: {
  label: string;
  choices: readonly MenuChoice[];
  main?: boolean;
}) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant={main ? 'filled' : 'default'}>{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice.label} onClick={choice.onPick}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
