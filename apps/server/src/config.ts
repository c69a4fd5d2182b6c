import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SMTP_LIMITS, type SmtpLimits } from './mail/transport.ts';
import { readSmsSettings, type SmsSettings } from './sms/sms-settings.ts';
import type { S3Settings } from './storage/s3-storage.ts';
import { readWfmSettings, type WfmSettings } from './workflowmax/wfm-settings.ts';
import { readXeroSettings, type XeroSettings } from './xero/xero-settings.ts';

/** Everything the server reads from its environment, in one place (README: Configuration). */
export type Config = {
  port: number;
  host: string;
  /** Set: use this PostgreSQL server. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and stored files. `memory://` keeps PGlite in memory (tests). */
  dataDir: string;
  production: boolean;
  /** Public address used in links sent by mail. */
  publicUrl: string;
  /** Send Strict-Transport-Security: HSTS=1/0, or on when PUBLIC_URL is https. */
  hsts: boolean;
  smtpUrl: string | undefined;
  /** What the mail provider allows: connections at once, mails a second (SMTP_MAX_*). */
  smtpLimits: SmtpLimits;
  mailFrom: string;
  /** scrypt cost N; lower only in tests (DESIGN: Security). */
  scryptCost: number;
  sessionDays: number;
  resetLinkMinutes: number;
  authRateLimitPerMinute: number;
  authRateLimitPerHour: number;
  /**
   * Addresses or CIDR ranges of the proxies in front of the portal whose X-Forwarded-For is
   * believed; false (the default) uses the connection's own address (decisions/005).
   */
  trustProxy: string[] | false;
  webDistDir: string | undefined;
  logLevel: string;
  /** Folder of stored artwork files when no bucket is configured: DATA_DIR/files. */
  filesDir: string;
  /** Set (S3_BUCKET): artwork files live in this S3-compatible bucket instead (decisions/090). */
  s3: S3Settings | undefined;
  /** Set (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM): texts go to the SMS provider (decisions/096). */
  sms: SmsSettings | undefined;
  /** Set (WORKFLOWMAX_CLIENT_ID, _CLIENT_SECRET, _ACCOUNT_ID): orders go to WorkflowMax as jobs (decisions/098). */
  workflowMax: WfmSettings | undefined;
  /** Set (XERO_CLIENT_ID, XERO_CLIENT_SECRET): approved orders are invoiced in Xero (decisions/098). */
  xero: XeroSettings | undefined;
  /** Set (INBOUND_MAIL_DOMAIN, INBOUND_MAIL_SECRET): replies by e-mail land in the log (decisions/097). */
  inbound: InboundSettings | undefined;
  /** How long a log notification waits for more notes to go in the same mail. */
  memoMailDelayMs: number;
  /** How often each process reads accepted orders' jobs and invoices, and how soon one is read again. */
  orderProgressEveryMs: number;
};

/** A DNS lookup as mailauth makes it: TXT records as lists of strings, others as strings. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

export type InboundSettings = {
  /** The domain of reply addresses, `reply+{token}@{domain}`. */
  domain: string;
  /** Signs reply tokens and guards the raw-MIME endpoint (its bearer secret). */
  secret: string;
  /** Set (INBOUND_SMTP_PORT): the server also listens for replies by SMTP on this port. */
  smtpPort: number | undefined;
  smtpHost: string;
  /**
   * Where the sender's SPF, DKIM and DMARC records are looked up; unset, the system's DNS. Tests
   * give a zone of their own, so no check leaves the machine.
   */
  dnsResolver?: DnsResolver;
};

/** INBOUND_*: all or nothing, and a secret long enough to sign with. */
export function readInboundSettings(env: NodeJS.ProcessEnv): InboundSettings | undefined {
  const domain = env.INBOUND_MAIL_DOMAIN?.trim();
  const secret = env.INBOUND_MAIL_SECRET ?? '';
  if (!domain) return undefined;
  if (secret.length < 32)
    throw new Error(
      'INBOUND_MAIL_SECRET must be set to at least 32 characters when INBOUND_MAIL_DOMAIN is set.',
    );
  const port = env.INBOUND_SMTP_PORT ? Number.parseInt(env.INBOUND_SMTP_PORT, 10) : undefined;
  if (port !== undefined && !(port > 0 && port < 65536))
    throw new Error('INBOUND_SMTP_PORT must be a port number (1 to 65535).');
  return { domain, secret, smtpPort: port, smtpHost: env.INBOUND_SMTP_HOST || '0.0.0.0' };
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyEntry = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: a comma-separated list; anything else stops the server with a clear message. */
export function readTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${wrong}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    );
  }
  return entries;
}

/** A yes/no setting: 1/true/yes/on or 0/false/no/off; anything else is unset. */
const yesNo = (value: string | undefined): boolean | undefined => {
  const v = (value ?? '').trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return undefined;
};

/** The S3_* settings; S3_BUCKET unset means files stay on disk. */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: yesNo(env.S3_FORCE_PATH_STYLE) ?? false,
  };
}

/** A whole number from `min` to `max`, or the fallback when unset; anything else stops the server. */
function boundedInt(
  name: string,
  raw: string | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  const value = raw?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}; it is "${value}".`);
  return n;
}

/** SMTP_MAX_CONNECTIONS and SMTP_MAX_PER_SECOND: what the mail provider's plan allows. */
export function readSmtpLimits(env: NodeJS.ProcessEnv): SmtpLimits {
  return {
    connections: boundedInt(
      'SMTP_MAX_CONNECTIONS',
      env.SMTP_MAX_CONNECTIONS,
      1,
      50,
      DEFAULT_SMTP_LIMITS.connections,
    ),
    perSecond: boundedInt(
      'SMTP_MAX_PER_SECOND',
      env.SMTP_MAX_PER_SECOND,
      0,
      10_000,
      DEFAULT_SMTP_LIMITS.perSecond,
    ),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = env.DATA_DIR ?? path.resolve(process.cwd(), 'data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    production: env.NODE_ENV === 'production',
    publicUrl,
    hsts: yesNo(env.HSTS) ?? publicUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL || undefined,
    smtpLimits: readSmtpLimits(env),
    mailFrom: env.MAIL_FROM ?? 'Ironbark Workwear Portal <portal@example.com>',
    scryptCost: int(env.SCRYPT_COST, 2 ** 17),
    sessionDays: int(env.SESSION_DAYS, 14),
    resetLinkMinutes: int(env.RESET_LINK_MINUTES, 30),
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    authRateLimitPerHour: int(env.AUTH_RATE_LIMIT_PER_HOUR, 100),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    filesDir: path.join(dataDir, 'files'),
    s3: readS3Settings(env),
    sms: readSmsSettings(env),
    workflowMax: readWfmSettings(env),
    xero: readXeroSettings(env),
    inbound: readInboundSettings(env),
    memoMailDelayMs: int(env.MEMO_MAIL_DELAY_SECONDS, 180) * 1000,
    orderProgressEveryMs: int(env.ORDER_PROGRESS_POLL_SECONDS, 600) * 1000,
  };
}

/**
 * A configuration for tests: in-memory database, cheap hashing, quiet logs, files in a fresh
 * temporary folder (never the developer's ./data), made only when a file is first stored.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}),
    dataDir: 'memory://',
    filesDir: overrides.filesDir ?? path.join(os.tmpdir(), `portal-files-${randomUUID()}`),
    scryptCost: 1024,
    logLevel: 'silent',
    publicUrl: 'http://portal.test',
    ...overrides,
  };
}
