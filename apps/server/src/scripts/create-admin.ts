import { parseArgs } from 'node:util';
import { newPassword } from '@portal/domain';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail } from '../modules/users/users.repo.ts';

/**
 * Makes the first admin of a production install (nothing is seeded there):
 *   npm run create-admin -- --email you@company.com --password '…' --firstname Pat --lastname Doe
 * Run it while the server is stopped when using the embedded database (one process owns it).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    firstname: { type: 'string', default: '' },
    lastname: { type: 'string', default: '' },
  },
});

const email = values.email?.trim().toLowerCase();
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error(
    'Usage: npm run create-admin -- --email EMAIL --password PASSWORD [--firstname F] [--lastname L]',
  );
  process.exit(2);
}
const checked = newPassword.safeParse(password);
if (!checked.success) {
  console.error(checked.error.issues[0]?.message ?? 'The password is not valid');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  if (await findUserByEmail(database.db, email)) {
    console.error(`An account with the e-mail ${email} exists already.`);
    process.exitCode = 1;
  } else {
    await database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(password, config.scryptCost),
      firstname: values.firstname ?? '',
      lastname: values.lastname ?? '',
      role: 'admin',
    });
    console.log(`Admin ${email} created.`);
  }
} finally {
  await database.close();
}
