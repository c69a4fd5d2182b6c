import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { QUOTE_CONFIRM_TEXTS } from '@portal/domain/quote';
import { useCallback, useRef } from 'react';

/**
 * The confirm-edit step (quote spec 4, accounts spec 8): a customer's change to a Completed
 * Quote first asks with the spec's text and goes on only when confirmed; after that the save
 * sends confirm_edit and the quote returns to Pending Quote. The answer is kept in a ref so a
 * change made in the same moment as the confirmation is not asked about twice. The returned
 * function never changes, so memoised rows that hold it do not re-render.
 */
export function useGuardEdit(needsConfirm: boolean, onConfirmed: () => void): (edit: () => void) => void {
  const needs = useRef(needsConfirm);
  needs.current = needsConfirm;
  const confirmed = useRef(false);
  const asking = useRef(false);
  const onConfirmedRef = useRef(onConfirmed);
  onConfirmedRef.current = onConfirmed;
  return useCallback((edit: () => void) => {
    if (!needs.current || confirmed.current) {
      edit();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    modals.openConfirmModal({
      title: 'Change this quote?',
      children: <Text size="sm">{QUOTE_CONFIRM_TEXTS.confirmEdit}</Text>,
      labels: { confirm: 'Yes, change it', cancel: 'No' },
      onConfirm: () => {
        confirmed.current = true;
        asking.current = false;
        onConfirmedRef.current();
        edit();
      },
      onCancel: () => {
        asking.current = false;
      },
      onClose: () => {
        asking.current = false;
      },
    });
  }, []);
}
