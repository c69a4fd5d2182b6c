import type { Db } from '../db/client.ts';
import { companies, contacts, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export const DEMO_PASSWORD = 'demo1234';

type DemoCustomer = {
  user: { email: string; firstname: string; lastname: string; number: string };
  company: Omit<typeof companies.$inferInsert, 'userId'>;
  contacts: Omit<typeof contacts.$inferInsert, 'companyId'>[];
};

const CUSTOMERS: DemoCustomer[] = [
  {
    user: { email: 'customer@example.com', firstname: 'Sam', lastname: 'Taylor', number: '02 9555 0142' },
    company: {
      company: 'Harbourside Constructions Pty Ltd',
      phone: '02 9555 0142',
      mobile: '0412 555 014',
      email: 'accounts@harbourside.example.com',
      web: 'https://harbourside.example.com',
      address: '14 Wharf Road',
      suburb: 'Balmain',
      state: 'NSW',
      postcode: '2041',
      referral: 'Trade show 2025',
    },
    contacts: [
      {
        firstname: 'Sam',
        lastname: 'Taylor',
        position: 'Operations Manager',
        mobile: '0412 555 014',
        phone: '02 9555 0142',
        email: 'customer@example.com',
        address: '14 Wharf Road',
        suburb: 'Balmain',
        state: 'NSW',
        postcode: '2041',
        primarySet: true,
      },
      {
        firstname: 'Priya',
        lastname: 'Nair',
        position: 'Site Supervisor',
        mobile: '0423 555 208',
        email: 'priya.nair@harbourside.example.com',
        address: 'Site office, 2 Darling Drive',
        suburb: 'Pyrmont',
        state: 'NSW',
        postcode: '2009',
      },
    ],
  },
  {
    user: { email: 'customer2@example.com', firstname: 'Jordan', lastname: 'Lee', number: '03 9555 0177' },
    company: {
      company: 'Greenleaf Cafe Group',
      phone: '03 9555 0177',
      mobile: '0433 555 177',
      email: 'hello@greenleaf.example.com',
      web: 'https://greenleaf.example.com',
      address: '88 Smith Street',
      suburb: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
      referral: 'Google search',
    },
    contacts: [
      {
        firstname: 'Jordan',
        lastname: 'Lee',
        position: 'Owner',
        mobile: '0433 555 177',
        phone: '03 9555 0177',
        email: 'customer2@example.com',
        address: '88 Smith Street',
        suburb: 'Fitzroy',
        state: 'VIC',
        postcode: '3065',
        primarySet: true,
      },
      {
        firstname: 'Mia',
        lastname: 'Rossi',
        position: 'Venue Manager',
        mobile: '0444 555 311',
        email: 'mia.rossi@greenleaf.example.com',
        address: '5 Degraves Street',
        suburb: 'Melbourne',
        state: 'VIC',
        postcode: '3000',
      },
    ],
  },
];

/** The demo sign-ins the README lists: two admins and two customers, each customer with a company. */
export async function seedDemoAccounts(db: Db, scryptCost: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, scryptCost);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: 'admin@example.com',
      passwordHash,
      firstname: 'Alex',
      lastname: 'Morgan',
      number: '02 9555 0100',
      role: 'admin',
    });
    // A second member of staff, so two admins can work on one quote (the busy-quote warning).
    await tx.insert(users).values({
      email: 'admin2@example.com',
      passwordHash,
      firstname: 'Robin',
      lastname: 'Hayes',
      number: '02 9555 0101',
      role: 'admin',
    });
    for (const demo of CUSTOMERS) {
      const [user] = await tx
        .insert(users)
        .values({ ...demo.user, passwordHash, role: 'customer' })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user not inserted');
      const [company] = await tx
        .insert(companies)
        .values({ ...demo.company, userId: user.id })
        .returning({ id: companies.id });
      if (!company) throw new Error('demo company not inserted');
      await tx.insert(contacts).values(demo.contacts.map((c) => ({ ...c, companyId: company.id })));
    }
  });
}
