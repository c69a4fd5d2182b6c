import { customerRevision } from './customer-revision.ts';

const tee = (id: string, colour: string, size: string, qty: number, price = 12.5) => ({
  id,
  type: 'product',
  group_id: 'g1',
  code: 'JB-TEE',
  description: 'Cotton tee',
  catalogue: 'JB',
  colour,
  size,
  qty,
  price,
  cost: 6,
});

const print = (qty: number, extra: Record<string, unknown> = {}) => ({
  id: 'd1',
  type: 'decoration',
  group_id: 'g1',
  code: 'Screen Print 1C',
  position: 'Breast Left',
  logo_name: 'crest.png',
  qty,
  price: 3,
  price_manual: true,
  ...extra,
});

const delivery = (address: string) => ({
  id: 'v1',
  type: 'delivery',
  delivery_desc: 'Courier',
  delivery_address: address,
  delivery_qty: 1,
  delivery_price: 25,
  checked: true,
});

const group = (fees: { id: string; price: number; description: string }[]) => ({
  id: 'g1',
  name: 'Staff',
  group_options: {
    customs: [],
    customfees: fees.map((f) => ({ ...f, catalogue: 'JB', customfee_qty: 1, customfee_price: f.price })),
  },
});

/** R3 as the customer viewed it: navy tees S, M, L and black M, a print, a courier, a discount. */
export const r3 = customerRevision(
  [
    {
      category_info: { name: 'Uniforms' },
      groups: [group([])],
      items: [
        tee('p1', 'Navy', 'S', 10),
        tee('p2', 'Navy', 'M', 10),
        tee('p3', 'Navy', 'L', 5),
        tee('p4', 'Black', 'M', 5),
        print(30),
        delivery('1 Main St, Geelong VIC 3220'),
        {
          id: 'x1',
          type: 'discount',
          discount_desc: 'Loyalty',
          discount_qty: 1,
          discount_price: 20,
          checked: true,
        },
      ],
    },
  ],
  { label: 'Team uniforms', valid_to: '2026-12-24' },
);

/**
 * R4: navy M up to 12, black L added, the print moved to the back with new artwork, the
 * delivery to Hobart, the discount gone, a catalogue fee added and the validity extended.
 */
export const r4 = customerRevision(
  [
    {
      category_info: { name: 'Uniforms' },
      groups: [group([{ id: 'f1', price: 40, description: 'JB catalogue fee' }])],
      items: [
        tee('p1', 'Navy', 'S', 10),
        tee('p2', 'Navy', 'M', 12),
        tee('p3', 'Navy', 'L', 5),
        tee('p4', 'Black', 'M', 5),
        tee('p5', 'Black', 'L', 3),
        print(35, { position: 'Back Upper', logo_name: 'crest-2027.pdf' }),
        delivery('9 Dock Rd, Hobart TAS 7000'),
      ],
    },
  ],
  { label: 'Team uniforms', valid_to: '2027-01-15' },
);
