import { rm } from 'node:fs/promises';
import type { LoginAnswer } from '@portal/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { seedDemoIfEmpty } from '../seed/seed-demo.ts';
import type { TestDatabaseKind } from './databases.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Calls the API the way the browser does and returns status and parsed envelope. */
  call: <T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<{ statusCode: number; body: { status: string; data: T }; headers: Record<string, unknown> }>;
  signIn: (email: string, password?: string) => Promise<LoginAnswer>;
  /** Signs in the three demo accounts. */
  signInDemo: () => Promise<{ admin: LoginAnswer; customer: LoginAnswer; customer2: LoginAnswer }>;
  close: () => Promise<void>;
};

/** A migrated app on a fresh database with the demo accounts, for API tests through inject. */
export async function startTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await kind.open();
  const config = testConfig(overrides);
  await seedDemoIfEmpty(database.db, config.scryptCost);
  // Passes run when a test calls them, never at the hour the suite happens to run.
  const app = await buildApp(config, database, {
    remindersEveryMinute: false,
    orderProgressPolling: false,
    ...options,
  });
  await app.ready();

  const call: TestApp['call'] = async (method, url, { token, body, headers = {} } = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
  };

  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call<LoginAnswer>('POST', '/api/users/login', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  return {
    app,
    database,
    call,
    signIn,
    signInDemo: async () => ({
      admin: await signIn('admin@example.com'),
      customer: await signIn('customer@example.com'),
      customer2: await signIn('customer2@example.com'),
    }),
    close: async () => {
      await app.close();
      await database.close();
      // testConfig made a temporary folder for stored files; a folder the test named is its own.
      if (!overrides.filesDir) await rm(config.filesDir, { recursive: true, force: true });
    },
  };
}
