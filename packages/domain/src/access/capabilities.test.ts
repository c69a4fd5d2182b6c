import { describe, expect, it } from 'vitest';
import { CAPABILITIES, type Capability, can, canChooseDecorationType, decorationTypesFor } from './index.ts';

const admin = { role: 'admin' };
const customer = { role: 'customer' };

describe('can', () => {
  it('gives admins every capability of both tables', () => {
    for (const capability of Object.keys(CAPABILITIES) as Capability[])
      expect(can(admin, capability)).toBe(true);
  });
  it('gives customers only their own things', () => {
    const customerCan = (Object.keys(CAPABILITIES) as Capability[]).filter((c) => can(customer, c));
    expect(customerCan.sort()).toEqual(['changeOwnCredentials', 'createOwnQuote', 'useConversationLog']);
  });
  it('treats any role that is not admin as a customer, and nobody as nothing', () => {
    expect(can({ role: 'staff' }, 'viewCosts')).toBe(false);
    expect(can(null, 'createOwnQuote')).toBe(false);
  });
});

describe('decoration types', () => {
  it('lets customers choose Screen Print 1C and Embroidery only', () => {
    expect(decorationTypesFor(customer)).toEqual(['Screen Print 1C', 'Embroidery']);
    expect(canChooseDecorationType(customer, 'Vinyl Print')).toBe(false);
    expect(canChooseDecorationType(admin, 'Vinyl Print')).toBe(true);
    expect(decorationTypesFor(admin)).toHaveLength(8);
  });
});
