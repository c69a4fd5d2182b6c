import { NumberInput } from '@mantine/core';

/**
 * One colour and size's quantity, from 0 (quote spec 2 and 5): empty reads as 0, and focusing it
 * selects its text so typing a number sets it. The grid and the phone's list both use it.
 */
export function QuantityInput({
  colour,
  size,
  qty,
  width,
  onChange,
}: {
  colour: string;
  size: string;
  qty: number;
  width: number;
  onChange: (qty: number) => void;
}) {
  return (
    <NumberInput
      aria-label={`Quantity of ${colour}, size ${size}`}
      value={qty === 0 ? '' : qty}
      placeholder="0"
      min={0}
      max={100_000}
      allowNegative={false}
      allowDecimal={false}
      clampBehavior="strict"
      hideControls
      inputMode="numeric"
      w={width}
      size="xs"
      // In the capture phase: the number field runs onFocus a moment after the focus,
      // so a digit typed straight after Tab was selected, then typed over.
      onFocusCapture={(e) => e.currentTarget.select()}
      onChange={(value) => onChange(typeof value === 'number' ? value : Number(value) || 0)}
    />
  );
}
