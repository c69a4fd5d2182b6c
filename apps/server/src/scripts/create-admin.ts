import { parseArgs } from 'node:util';
import { firstAdminInput } from '@portal/domain';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail } from '../modules/users/index.ts';
import { loadOperatorEnv } from './operator-env.ts';
import { readSecret } from './read-secret.ts';

/**
 * Makes the first admin of a production install (nothing is seeded there):
 *   npm run create-admin -- --email you@company.com --firstname Pat --lastname Doe
 * The password comes from ADMIN_PASSWORD or is asked for without echo, never from the command
 * line: npm prints a script's arguments, and shells keep them in their history.
 * Run it while the server is stopped when using the embedded database (one process owns it).
 */
const USAGE =
  'Usage: npm run create-admin -- --email EMAIL --firstname FIRST --lastname LAST\n' +
  '  The password is asked for (not shown as typed), or read from ADMIN_PASSWORD.';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.password !== undefined) {
  console.error('--password is not taken: it would be shown by npm and kept in the shell history.');
  console.error(USAGE);
  process.exit(2);
}

loadOperatorEnv();

let password = process.env.ADMIN_PASSWORD;
if (password === undefined) {
  password = await readSecret('Password for the new admin: ');
  if (process.stdin.isTTY && (await readSecret('The same password again: ')) !== password) {
    console.error('The two passwords differ; nothing was created.');
    process.exit(2);
  }
}
const checked = firstAdminInput.safeParse({
  email: values.email ?? '',
  firstname: values.firstname ?? '',
  lastname: values.lastname ?? '',
  password,
});
if (!checked.success) {
  for (const issue of checked.error.issues) console.error(issue.message);
  console.error(USAGE);
  process.exit(2);
}
const admin = checked.data;

const config = readConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  if (await findUserByEmail(database.db, admin.email)) {
    console.error(`An account with the e-mail ${admin.email} exists already; nothing was changed.`);
    process.exitCode = 1;
  } else {
    await database.db.insert(users).values({
      email: admin.email,
      passwordHash: await hashPassword(admin.password, config.scryptCost),
      firstname: admin.firstname,
      lastname: admin.lastname,
      role: 'admin',
    });
    console.log(`Admin ${admin.firstname} ${admin.lastname} <${admin.email}> created.`);
  }
} finally {
  await database.close();
}
