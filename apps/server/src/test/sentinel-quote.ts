/**
 * Marker figures and texts for the sentinel scan: staff put one in every
 * cost, margin, supplier and staff-note field of a quote, and in lines a customer is not shown;
 * no answer, PDF or mail a customer can get may hold any of them. Figures are odd and distinct
 * so a hit names its field; texts share the SNTL prefix.
 */
export const MARKER_FIGURES = {
  product_cost: 987601.37,
  unit_cost: 987602.41,
  setup_unit_cost: 987603.53,
  setup_color_change_unit_cost: 987604.67,
  film_unit_cost: 987605.79,
  heat_unit_cost: 987606.83,
  packing_unit_cost: 987607.91,
  setup_discount_cost: 987608.13,
  task_cost: 987609.29,
  hidden_task_cost: 987611.31,
  customfee_cost: 987612.43,
  group_discount_cost: 987613.57,
  delivery_unit_cost: 987614.61,
  discount_unit_cost: 987615.73,
  approved_price: 987616.87,
  discount_column: 987617.97,
} as const;

export const MARKER_TEXTS = {
  supplier: 'SNTL-SUPPLIER-Q7',
  computed_supplier: 'SNTL-SUPPLIER-B3',
  emb_note: 'SNTL-EMB-NOTE',
  setup_notes: 'SNTL-SETUP-NOTES',
  task_note: 'SNTL-TASK-NOTE',
  hidden_task: 'SNTL-HIDDEN-TASK',
  delivery_note: 'SNTL-DELIVERY-NOTE',
  discount_note: 'SNTL-DISCOUNT-NOTE',
  discount_approvedby: 'SNTL-APPROVED-BY',
  hidden_discount: 'SNTL-HIDDEN-DISCOUNT',
  hidden_attention: 'SNTL-HIDDEN-ATTENTION',
} as const;

const M = MARKER_FIGURES;
const T = MARKER_TEXTS;

/** A quote a customer would get, with every staff-only field holding a marker. */
export const markedContent = () => ({
  categories: [
    {
      category_info: {},
      groups: [
        {
          id: 'g1',
          name: 'Staff tees',
          group_options: {
            cost_visible: true,
            customs: [
              {
                custom_code: 'Packing',
                custom_qty: 1,
                custom_price: 5,
                custom_visible: true,
                tasks: [
                  {
                    task_name: 'Fold',
                    task_label: 'Fold and bag',
                    task_qty: 30,
                    task_price: 1.5,
                    task_cost: M.task_cost,
                    task_note: T.task_note,
                    task_checked: true,
                  },
                  {
                    task_name: 'Hidden',
                    task_label: T.hidden_task,
                    task_qty: 1,
                    task_price: 2,
                    task_cost: M.hidden_task_cost,
                    task_checked: false,
                  },
                ],
              },
            ],
            customfees: [
              {
                catalogue: 'AS',
                customfee_qty: 1,
                customfee_price: 25,
                customfee_cost: M.customfee_cost,
                description: 'AS Colour order fee',
              },
            ],
            discount: { qty: 1, price: -5, cost: M.group_discount_cost, description: 'Group discount' },
          },
        },
      ],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          code: 'AS5001',
          description: 'Staple Tee',
          catalogue: 'AS',
          qty: 30,
          price: 12,
          cost: M.product_cost,
          position: { 'Breast Left': true, Back: true },
        },
        {
          id: 'a1',
          type: 'attention',
          group_id: 'g1',
          product_id: 'p1',
          note: T.hidden_attention,
          checked: false,
        },
        {
          // Priced by hand, so every typed cost is stored as staff typed it.
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Screen Print 1C',
          position: 'Breast Left',
          qty: 30,
          price: 4.5,
          unit_cost: M.unit_cost,
          setup_code: 'New Set Up',
          setup_qty: 1,
          setup_price: 50,
          setup_unit_cost: M.setup_unit_cost,
          setup_color_change: 'Yes',
          setup_color_change_qty: 1,
          setup_color_change_price: 15,
          setup_color_change_unit_cost: M.setup_color_change_unit_cost,
          film_qty: 1,
          film_unit_cost: M.film_unit_cost,
          heat_code: 'HT1',
          heat_qty: 1,
          heat_unit_cost: M.heat_unit_cost,
          packing_qty: 1,
          packing_unit_cost: M.packing_unit_cost,
          supplier: T.supplier,
          emb_note: T.emb_note,
          setup_notes: T.setup_notes,
          price_manual: true,
          discounts: [
            {
              setup_discount_enable: true,
              setup_discount: 'Returning customer',
              setup_discount_qty: 1,
              setup_discount_value: 10,
              setup_discount_cost: M.setup_discount_cost,
            },
          ],
        },
        {
          // Priced from the tables: its costs are computed, its supplier typed.
          id: 'd2',
          type: 'decoration',
          group_id: 'g1',
          code: 'Screen Print 1C',
          position: 'Back',
          qty: 30,
          setup_code: 'New Set Up',
          supplier: T.computed_supplier,
        },
        {
          id: 'v1',
          type: 'delivery',
          group_id: 'g1',
          delivery_desc: 'Courier',
          delivery_qty: 1,
          delivery_price: 20,
          delivery_unit_cost: M.delivery_unit_cost,
          delivery_note: T.delivery_note,
          checked: true,
        },
        {
          id: 'x1',
          type: 'discount',
          group_id: 'g1',
          discount_desc: 'Loyalty',
          discount_qty: 1,
          discount_price: -10,
          discount_unit_cost: M.discount_unit_cost,
          discount_note: T.discount_note,
          discount_approvedby: T.discount_approvedby,
          checked: true,
        },
        {
          id: 'x2',
          type: 'discount',
          group_id: 'g1',
          discount_desc: T.hidden_discount,
          discount_qty: 1,
          discount_price: -3,
          checked: false,
        },
      ],
    },
  ],
});

/** The ways a figure can be written in an answer: dollars, cents, grouped, rounded. */
export function figureForms(value: number): string[] {
  const dollars = value.toFixed(2);
  const [whole = '', cents = ''] = dollars.split('.');
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  return [...new Set([dollars, String(Math.round(value * 100)), grouped, value.toFixed(1)])];
}

export type Marker = { name: string; forms: string[] };

/** The markers as searchable forms; `derived` adds figures computed from them (costs, margins). */
export function markers(derived: Record<string, number> = {}): Marker[] {
  return [
    ...Object.entries({ ...MARKER_FIGURES, ...derived }).map(([name, value]) => ({
      name,
      forms: figureForms(value),
    })),
    ...Object.entries(MARKER_TEXTS).map(([name, text]) => ({ name, forms: [text] })),
  ];
}

/** The markers an output holds, by name and the form found. */
export function hitsIn(text: string, list: Marker[]): string[] {
  const lower = text.toLowerCase();
  return list.flatMap((m) =>
    m.forms.filter((f) => lower.includes(f.toLowerCase())).map((f) => `${m.name} (${f})`),
  );
}
