import { describe, expect, it } from 'vitest';
import { statusGroup } from './group-by-status.ts';
import { listTotal } from './list-total.ts';
import { viewPath } from './view-path.ts';

describe('viewPath (accounts spec 2.8)', () => {
  const row = (order_status: string) => ({ id: 7, order_status });
  it('sends quotes to the editor on the role path', () => {
    expect(viewPath(row(''), 'quotes', true)).toBe('/admin/requests/edit/7');
    expect(viewPath(row(''), 'quotes', false)).toBe('/requests/edit/7');
  });
  it('opens completed orders read-only for everyone', () => {
    expect(viewPath(row('Completed Order'), 'orders', true)).toBe('/admin/myorders/view/7');
    expect(viewPath(row('Completed Order'), 'orders', false)).toBe('/myorders/view/7');
  });
  it('opens requested orders read-only for customers only', () => {
    expect(viewPath(row('Requested Order'), 'orders', false)).toBe('/myorders/view/7');
    expect(viewPath(row('Requested Order'), 'orders', true)).toBe('/admin/myorders/edit/7');
  });
  it("sends an order listed among a client's quotes to the order's path", () => {
    expect(viewPath(row('Requested Order'), 'quotes', true)).toBe('/admin/myorders/edit/7');
    expect(viewPath(row('Completed Order'), 'quotes', true)).toBe('/admin/myorders/view/7');
    expect(viewPath(row('Requested Order'), 'quotes', false)).toBe('/myorders/view/7');
  });
  it('opens other orders in edit mode', () => {
    expect(viewPath(row('Something else'), 'orders', false)).toBe('/myorders/edit/7');
  });
});

describe('listTotal (accounts spec 9)', () => {
  it('adds 10% and shows two decimals', () => {
    expect(listTotal(100)).toBe('$110.00');
    expect(listTotal(0.15)).toBe('$0.17');
    expect(listTotal(1234.5)).toBe('$1,357.95');
  });
  it('shows 0 for no price', () => {
    expect(listTotal(null)).toBe('$0.00');
    expect(listTotal('abc')).toBe('$0.00');
  });
});

describe('statusGroup (accounts spec 2.8)', () => {
  it('groups by what the status contains', () => {
    expect(statusGroup('')).toBe('Draft');
    expect(statusGroup('Requested')).toBe('Requested');
    expect(statusGroup('Pending Quote')).toBe('Requested');
    expect(statusGroup('Pending')).toBe('Requested');
    expect(statusGroup('Completed Quote')).toBe('Completed');
    expect(statusGroup('Declined Quote')).toBe('Other');
  });
});
