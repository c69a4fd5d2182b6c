import { Button, Menu, SimpleGrid } from '@mantine/core';
import { GARMENT_POSITIONS, OTHER_POSITION } from '@portal/domain/catalogue';
import { memo } from 'react';
import type { EditorButton } from '../state/editor-actions.ts';

type Props = {
  buttons: readonly EditorButton[];
  /** `choice` is the garment position picked from ADD BRAND MANAGEMENT's menu. */
  onPress: (button: EditorButton, choice?: string) => void;
  /** The button whose call is under way, if any; every button waits for it. */
  pending: string | null;
};

/**
 * Long labels ("Send to Job Management") wrap instead of being cut off in the narrow panel, so
 * every button here grows with its label. The inline padding is small enough that the longest
 * word ("Management") fits a half-panel button at its full width.
 */
const WRAPPING = {
  h: 'auto',
  py: 8,
  px: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

const variantOf = (button: EditorButton) =>
  button.kind === 'delete'
    ? 'outline'
    : button.kind === 'submit' && button.id === 'save'
      ? 'filled'
      : 'light';

/** The positions a brand goes on; Other is the client's own text, chosen in the table. */
const BRAND_POSITIONS = GARMENT_POSITIONS.filter((position) => position !== OTHER_POSITION);

/** The action buttons the status machine allows (quote spec 4), two to a row. */
export const ActionButtons = memo(function ActionButtons({ buttons, onPress, pending }: Props) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      {buttons.map((button) => {
        const shown = (
          <Button
            key={button.id}
            variant={variantOf(button)}
            color={button.kind === 'delete' ? 'red.9' : undefined}
            loading={pending === button.id}
            disabled={pending !== null && pending !== button.id}
            onClick={button.kind === 'brand' ? undefined : () => onPress(button)}
            {...WRAPPING}
          >
            {button.label}
          </Button>
        );
        if (button.kind !== 'brand') return shown;
        // ADD BRAND MANAGEMENT asks where the brand goes, then puts it on every garment.
        return (
          // No focus placeholder: a menu holds only its items (axe), and focus goes to the first one.
          <Menu key={button.id} position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>{shown}</Menu.Target>
            {/* Items only, and no inner scroll box: what axe asks of a menu. */}
            <Menu.Dropdown aria-label="Put your brand on every garment at">
              {BRAND_POSITIONS.map((position) => (
                <Menu.Item key={position} onClick={() => onPress(button, position)}>
                  {position}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </SimpleGrid>
  );
});
