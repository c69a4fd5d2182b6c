// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { type BusinessSettings, UNSET_BUSINESS_SETTINGS } from '@portal/domain/business-settings';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftErrors } from './draft-errors.ts';
import { ProofFields } from './ProofFields.tsx';

afterEach(cleanup);

/** The section over a draft held as the settings form holds it; `seen` is the latest draft. */
function Harness({ seen }: { seen: { draft: BusinessSettings } }) {
  const [draft, setDraft] = useState<BusinessSettings>(UNSET_BUSINESS_SETTINGS);
  seen.draft = draft;
  return (
    <MantineProvider>
      <ProofFields
        draft={draft}
        change={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        errors={draftErrors(draft)}
      />
    </MantineProvider>
  );
}

describe('the proof settings', () => {
  it('switches proofs on for every decoration and edits the checklist customers tick', () => {
    const seen = { draft: UNSET_BUSINESS_SETTINGS };
    render(<Harness seen={seen} />);
    expect(seen.draft.proofs).toEqual({
      required: false,
      checklist: ['Spelling', 'Colours', 'Size', 'Position'],
      rounds_included: 2,
      round_fee_cents: 0,
    });

    fireEvent.click(screen.getByRole('switch', { name: /Every decoration needs an approved proof/ }));
    fireEvent.change(screen.getByLabelText('Checklist item 2'), { target: { value: 'Thread colours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove checklist item 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a checklist item' }));
    expect(seen.draft.proofs).toEqual({
      required: true,
      checklist: ['Spelling', 'Thread colours', 'Size', ''],
      rounds_included: 2,
      round_fee_cents: 0,
    });
    // A blank item is refused beside it, in the schema's words.
    expect(screen.getByText('Please name each proof checklist item, such as Spelling.')).toBeTruthy();
  });

  it('sets the rounds included and the artwork fee past them, in dollars kept as cents', () => {
    const seen = { draft: UNSET_BUSINESS_SETTINGS };
    render(<Harness seen={seen} />);
    fireEvent.change(screen.getByLabelText('Proof rounds included'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Artwork fee per extra round (ex GST)'), {
      target: { value: '49.50' },
    });
    expect(seen.draft.proofs).toMatchObject({ rounds_included: 3, round_fee_cents: 4950 });
    fireEvent.change(screen.getByLabelText('Proof rounds included'), { target: { value: '0' } });
    expect(
      screen.getByText('Please enter the proof rounds included as a whole number from 1 to 20.'),
    ).toBeTruthy();
  });

  it('offers no thirteenth item', () => {
    render(<Harness seen={{ draft: UNSET_BUSINESS_SETTINGS }} />);
    const add = screen.getByRole('button', { name: 'Add a checklist item' });
    for (let i = 4; i < 12; i += 1) fireEvent.click(add);
    expect(screen.getAllByLabelText(/^Checklist item \d+$/)).toHaveLength(12);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});
