// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';

afterEach(cleanup);

/** Staff open a decoration's proof upload from its row; the page owns the form. */
describe('the Proof row of a decoration', () => {
  it('hands the page the row whose proof staff upload, changing nothing in the document', () => {
    const onUploadProof = vi.fn();
    const onContent = vi.fn();
    render(
      <TableHarness
        initial={contentWithDecoration('Embroidery')}
        onUploadProof={onUploadProof}
        onContent={onContent}
      />,
    );
    const before = onContent.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Upload a proof for Embroidery Breast Left' }));
    expect(onUploadProof).toHaveBeenCalledWith('r2');
    expect(onContent.mock.calls.length).toBe(before);
  });

  it('is not there when the page offers no upload (customers, a quote not yet saved)', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} isAdmin={false} />);
    expect(screen.queryByRole('button', { name: /Upload a proof/ })).toBeNull();
  });
});
