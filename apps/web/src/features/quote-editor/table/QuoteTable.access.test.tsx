// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';

afterEach(cleanup);

const withStaffLines = () => {
  const content = contentWithDecoration('Embroidery');
  const category = content.categories[0];
  if (category)
    category.items.push(
      {
        id: 'r3',
        type: 'delivery',
        delivery_desc: 'Standard Delivery',
        delivery_qty: 1,
        delivery_price: 15,
        checked: true,
      },
      {
        id: 'r4',
        type: 'delivery',
        delivery_desc: 'Express Delivery',
        delivery_qty: 1,
        delivery_price: 40,
        checked: false,
      },
    );
  return content;
};

describe('what customers see and may do', () => {
  it('shows customers no cost field, no supplier and no staff menus', () => {
    render(<TableHarness initial={withStaffLines()} isAdmin={false} />);
    expect(screen.queryAllByLabelText(/cost/i)).toHaveLength(0);
    expect(screen.queryAllByLabelText(/supplier/i)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Brand management' })).toBeNull();
    expect(screen.queryByRole('button', { name: /needs attention/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
  });

  it('offers customers only Screen Print 1C and Embroidery', () => {
    render(<TableHarness initial={withStaffLines()} isAdmin={false} />);
    const type = screen.getByLabelText('Embroidery Breast Left decoration type') as HTMLSelectElement;
    const offered = [...type.options].filter((o) => !o.disabled).map((o) => o.value);
    expect(offered).toEqual(['Screen Print 1C', 'Embroidery']);
  });

  it("keeps a decoration's setup fields staff's for customers", () => {
    // Setup code, stitch count, size, colours, screens and design are staff's (quote spec 6):
    // the server keeps the stored values, so the editor shows them read-only.
    render(<TableHarness initial={withStaffLines()} isAdmin={false} />);
    expect((screen.getByLabelText('Embroidery Breast Left stitch count') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText('Embroidery Breast Left setup') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Embroidery Breast Left setup price')).toBeNull();
  });

  it('shows customers checked delivery lines only, read-only', () => {
    render(<TableHarness initial={withStaffLines()} isAdmin={false} />);
    const delivery = screen.getByRole('table', { name: /Delivery/ });
    expect(within(delivery).getAllByRole('row')).toHaveLength(2);
    expect(
      (within(delivery).getByLabelText(/delivery Standard Delivery price/) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('asks the confirm-edit guard before opening Add Product, and changes nothing without its go-ahead', async () => {
    const guard = vi.fn();
    render(<TableHarness initial={withStaffLines()} isAdmin={false} guardEdit={guard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'From Store' }));
    expect(guard).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('admins', () => {
  it('see and edit costs, and the eye button hides a group costs', () => {
    render(<TableHarness initial={withStaffLines()} />);
    const cost = screen.getByLabelText('PW100 Navy L cost') as HTMLInputElement;
    expect(cost.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide costs of Staff' }));
    expect(screen.queryByLabelText('PW100 Navy L cost')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show costs of Staff' }));
    expect(screen.getByLabelText('PW100 Navy L cost')).toBeTruthy();
  });

  it('toggle need attention, which adds an attention line', () => {
    render(<TableHarness initial={withStaffLines()} />);
    fireEvent.click(screen.getByRole('button', { name: 'PW100 Navy L needs attention' }));
    expect(screen.getByRole('table', { name: /Attention lines/ })).toBeTruthy();
  });
});

describe('view mode', () => {
  it('disables every input and shows no menus, crosses or drag handles', () => {
    render(<TableHarness initial={withStaffLines()} readOnly />);
    const fields = [
      ...document.querySelectorAll('table input'),
      ...document.querySelectorAll('table select'),
    ] as (HTMLInputElement | HTMLSelectElement)[];
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !f.disabled)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Delete/ })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Move/ })).toHaveLength(0);
  });
});

describe('the group discount', () => {
  const withGroupDiscount = (price: number) => {
    const content = contentWithDecoration('Embroidery');
    const group = content.categories[0]?.groups[0];
    if (group) group.group_options.discount = { qty: 1, price, cost: 0, description: 'Loyalty' };
    return content;
  };
  it('shows staff the group discount to edit, and its amount from the engine', () => {
    render(<TableHarness initial={withGroupDiscount(0)} />);
    fireEvent.change(screen.getByLabelText('Staff group discount price'), { target: { value: '20' } });
    expect(within(screen.getByRole('table', { name: /Group discount/ })).getByText('-$20.00')).toBeTruthy();
  });
  it('shows customers a group discount only when it is not zero, read-only', () => {
    render(<TableHarness initial={withGroupDiscount(0)} isAdmin={false} />);
    expect(screen.queryByRole('table', { name: /Group discount/ })).toBeNull();
    cleanup();
    render(<TableHarness initial={withGroupDiscount(15)} isAdmin={false} />);
    expect((screen.getByLabelText('Staff group discount price') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete Staff group discount' })).toBeNull();
  });
  it('lets staff add one from Add line to a group without one, and remove it with its cross', async () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    expect(screen.queryByRole('table', { name: /Group discount/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Group discount' }));
    expect((screen.getByLabelText('Staff group discount quantity') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Staff group discount price') as HTMLInputElement).value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Staff group discount' }));
    expect(screen.queryByRole('table', { name: /Group discount/ })).toBeNull();
  });
  it('offers no second group discount to a group that has one', async () => {
    render(<TableHarness initial={withGroupDiscount(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByRole('menuitem', { name: 'Discount' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Group discount' })).toBeNull();
  });
  it('gives no delete cross in view mode', () => {
    render(<TableHarness initial={withGroupDiscount(5)} readOnly />);
    expect(screen.getByRole('table', { name: /Group discount/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Staff group discount' })).toBeNull();
  });
});
