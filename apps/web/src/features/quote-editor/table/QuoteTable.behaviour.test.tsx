// @vitest-environment happy-dom

import { QUOTE_CONFIRM_TEXTS } from '@portal/domain/quote';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';
import { TABLE_TEXTS } from './texts.ts';

afterEach(cleanup);

const products = () => screen.getByRole('table', { name: /Products/ });

describe('groups', () => {
  it('asks before deleting a group, and deletes it with its items only on yes', async () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete group Staff' }));
    expect(await screen.findByText(QUOTE_CONFIRM_TEXTS.deleteGroup)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('PW100 Navy L quantity')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete group Staff' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.queryByLabelText('PW100 Navy L quantity')).toBeNull();
  });

  it('adds and renames groups', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const names = screen.getAllByLabelText('Group name') as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['Staff', 'New group 2']);
    fireEvent.change(names[1] as HTMLInputElement, { target: { value: 'Office' } });
    expect(screen.getByRole('region', { name: 'Group Office' })).toBeTruthy();
  });
});

describe('line behaviour through the table', () => {
  it('updates the amount from the engine as the quantity is typed, and removes the line at 0 on leaving', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    const qty = screen.getByLabelText('PW100 Navy L quantity') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '20' } });
    expect(within(products()).getByText('$240.00')).toBeTruthy();
    // The decoration follows its products (spec 4).
    expect((screen.getByLabelText('Embroidery Breast Left quantity') as HTMLInputElement).value).toBe('20');
    fireEvent.change(qty, { target: { value: '' } });
    expect(screen.getByLabelText('PW100 Navy L quantity')).toBeTruthy();
    fireEvent.blur(qty);
    expect(screen.queryByLabelText('PW100 Navy L quantity')).toBeNull();
  });

  it('ticking a position adds a decoration with the default brand; Select All ticks them all', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByLabelText('PW100 Navy L Back Upper'));
    expect(screen.getByLabelText('Embroidery Back Upper decoration type')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('PW100 Navy L select all positions'));
    expect(screen.getAllByLabelText(/decoration type$/)).toHaveLength(14);
  });

  it('adds a custom product whose code and description are editable', async () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Custom' }));
    const code = screen.getByLabelText('Custom product code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'LOGO-CAP' } });
    expect((screen.getByLabelText('LOGO-CAP quantity') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('LOGO-CAP price') as HTMLInputElement).value).toBe('0.00');
  });

  it.each([
    ['Delivery', /Delivery/],
    ['Discount', /Discount lines/],
  ])('adds a %s line from the Add line menu', async (item, section) => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    expect(screen.getByRole('table', { name: section })).toBeTruthy();
  });

  it('adds a task from the Tasks menu', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tasks' }));
    const tasks = screen.getByRole('table', { name: /Tasks/ });
    fireEvent.change(within(tasks).getByLabelText('template 1 task 1 price'), { target: { value: '45' } });
    fireEvent.click(within(tasks).getByLabelText('template 1 task 1 charged'));
    expect(within(tasks).getByText('$45.00')).toBeTruthy();
  });

  it('changing the default brand asks first, then rewrites the decorations of another brand (spec 4)', async () => {
    render(<TableHarness initial={contentWithDecoration('Screen Print 1C')} />);
    fireEvent.change(screen.getByLabelText('Default brand'), { target: { value: 'Vinyl Print' } });
    // Cancel changes nothing.
    expect(await screen.findByText(TABLE_TEXTS.confirmDefaultBrand('Vinyl Print'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TABLE_TEXTS.cancel }));
    expect(screen.getByLabelText('Screen Print 1C Breast Left decoration type')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Default brand'), { target: { value: 'Vinyl Print' } });
    fireEvent.click(await screen.findByRole('button', { name: TABLE_TEXTS.yes }));
    expect(screen.getByLabelText('Vinyl Print Breast Left decoration type')).toBeTruthy();
    expect(screen.queryByLabelText(/Screen Print 1C/)).toBeNull();
  });

  it('an admin typing a decoration price keeps the table figures and prices the row by hand', () => {
    render(<TableHarness initial={contentWithDecoration('Screen Print 1C')} />);
    const price = screen.getByLabelText('Screen Print 1C Breast Left unit price') as HTMLInputElement;
    expect(price.value).toBe('9.40');
    fireEvent.change(price, { target: { value: '11' } });
    expect(within(screen.getByRole('table', { name: /Brand Management/ })).getByText('$110.00')).toBeTruthy();
    expect((screen.getByLabelText('Screen Print 1C Breast Left unit cost') as HTMLInputElement).value).toBe(
      '3.20',
    );
  });

  it('adds lines to the group chosen in Add to group', async () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.change(screen.getByLabelText('Add to group'), { target: { value: 'g1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Custom' }));
    const staff = screen.getByRole('region', { name: 'Group Staff' });
    expect(within(staff).getByLabelText('Custom product code')).toBeTruthy();
  });
});
