import path from 'node:path';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES_DEFAULT, HEARTBEAT_MS } from '@studydesk/contract';
import { PG_POOL_MAX } from './db/database';
import { REPORT_LIMITS, type ReportLimits } from './db/report-gate';
import { defaultReaders } from './db/sqlite-readers';
import { parseTrustProxy, type TrustProxy } from './lib/trust';
import {
  DEFAULT_BACKOFF_SECONDS,
  DEFAULT_FROM,
  fromProblem,
  parseBackoff,
  parseSmtpUrl,
  type MailSettings,
} from './modules/mail/mail-config';
import { parseStorageUrl, type StorageSettings } from './plugins/storage-url';
import { InboundEnv, inboundSettings, type InboundSettings } from './modules/inbox/inbound-config';

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    try {
      return parseTrustProxy(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
/** `https://agency.example,https://www.agency.example`: origins only (scheme, host, port). */
const origins = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    for (const o of list) {
      let url: URL | undefined;
      try {
        url = new URL(o);
      } catch {
        /* reported below */
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, ''))
        ctx.addIssue({
          code: 'custom',
          message: `"${o}" is not an origin like https://agency.example`,
        });
    }
    return list.map((o) => o.replace(/\/$/, ''));
  });
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  // Anything else used to become a SQLite file of that name: a typo must stop the start instead.
  DATABASE_URL: z
    .string()
    .regex(
      /^(sqlite:.+|postgres(ql)?:\/\/.+)$/,
      'use sqlite:<file> or postgres://user:password@host:port/database',
    )
    .optional(),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(PG_POOL_MAX),
  SQLITE_READERS: z.coerce.number().int().min(0).max(64).default(defaultReaders()),
  REPORT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(REPORT_LIMITS.timeoutMs),
  REPORT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(REPORT_LIMITS.concurrency),
  REPORT_QUEUE: z.coerce.number().int().min(0).max(1000).default(REPORT_LIMITS.queue),
  STORAGE_URL: z
    .string()
    .superRefine((v, ctx) => {
      const problem = parseStorageUrl(v, {});
      if (typeof problem === 'string') ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  ADMIN_EMAIL: z.email().default('admin@studydesk.local'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD needs at least 8 characters').optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** A student document's limit. */
  DOCUMENT_MAX_BYTES: positiveInt(DOCUMENT_MAX_BYTES_DEFAULT),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_IP_MAX_FAILURES: positiveInt(20),
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(HEARTBEAT_MS),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: trustProxy,
  PUBLIC_FORM_ORIGINS: origins,
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  EVENT_RETENTION_DAYS: positiveInt(7),
  MAINTENANCE_INTERVAL_MS: positiveInt(3_600_000),
  // Mail: without SMTP_URL it waits in the outbox.
  SMTP_URL: z
    .string()
    .superRefine((v, ctx) => {
      const problem = parseSmtpUrl(v, {});
      if (typeof problem === 'string') ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z
    .string()
    .superRefine((v, ctx) => {
      const problem = fromProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  OUTBOX_POLL_MS: positiveInt(15_000),
  OUTBOX_BACKOFF_SECONDS: z
    .string()
    .default(DEFAULT_BACKOFF_SECONDS)
    .transform((v, ctx) => {
      const list = parseBackoff(v);
      if (typeof list !== 'string') return list;
      ctx.addIssue({ code: 'custom', message: list });
      return z.NEVER;
    }),
  OUTBOX_LEASE_SECONDS: positiveInt(600),
  PUBLIC_BASE_URL: z
    .url('PUBLIC_BASE_URL must be a URL like https://desk.agency.example')
    .optional(),
  STUDENT_LINK_RATE_LIMIT: positiveInt(30),
  STUDENT_LINK_MAX_FAILURES: positiveInt(10),
  STUDENT_LINK_DAILY_FILES: positiveInt(50),
  STUDENT_LINK_DAILY_BYTES: positiveInt(200 * 1024 * 1024),
  // Replies coming back: INBOUND_DOMAIN, INBOUND_SMTP_PORT, IMAP_URL (modules/inbox).
  ...InboundEnv,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  databaseConnectTimeoutMs: number;
  databasePoolMax: number;
  sqliteReaders: number;
  /** REPORT_TIMEOUT_MS, REPORT_CONCURRENCY and REPORT_QUEUE: what one report may hold. */
  reportLimits: ReportLimits;
  storage: StorageSettings;
  metricsToken: string | undefined;
  sessionTtlMs: number;
  adminEmail: string;
  adminPassword: string | undefined;
  uploadMaxBytes: number;
  documentMaxBytes: number;
  bodyLimitBytes: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  loginRateLimit: number;
  /** Failed sign-ins per e-mail (per address) within 15 minutes before guesses are slowed. */
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  publicFormRateLimit: number;
  sseHeartbeatMs: number;
  webDist: string;
  trustProxy: TrustProxy;
  /** Other sites allowed to post the public enquiry and call request forms (CORS, plain forms). */
  publicFormOrigins: string[];
  /** How long a stop waits for requests in flight before cutting them. */
  shutdownTimeoutMs: number;
  eventRetentionMs: number;
  maintenanceIntervalMs: number;
  /** SMTP_URL, MAIL_FROM and the outbox worker's timings. */
  mail: MailSettings;
  /** The app's address as people open it (links handed out: the student's page); unset:
   * http://localhost:$PORT, with a warning at start (publicBase). */
  publicBaseUrl: string | undefined;
  /** The student's page: requests a minute per link and per address, and failed
   * lookups per address in 15 minutes. */
  studentLinkRateLimit: number;
  studentLinkMaxFailures: number;
  /** What one link may upload in a day: files, and their bytes in all. */
  studentLinkDailyFiles: number;
  studentLinkDailyBytes: number;
  /** Inbound mail: the reply domain, the SMTP listener, the IMAP mailbox. */
  inbound: InboundSettings;
};

/**
 * Where links handed out (the student's, mail's) point: PUBLIC_BASE_URL, else this machine's own
 * address. Never the request's Host: whoever sends the request would choose where they lead.
 */
export const publicBase = (config: Config) =>
  config.publicBaseUrl ?? `http://localhost:${config.port}`;

/** A bad setting: one line per problem, each naming the variable, printed without a stack. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Reads the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (ADMIN_PASSWORD= in a unit file) means unset, not "the empty string".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const nan = i.code === 'invalid_type' && i.expected === 'number';
        return `${i.path.join('.')}: ${nan ? 'must be a number' : i.message}`;
      }),
    );
  }
  const e = parsed.data;
  const storage = parseStorageUrl(e.STORAGE_URL ?? `file:${path.join(e.DATA_DIR, 'uploads')}`, set);
  if (typeof storage === 'string') throw new ConfigError([`DATA_DIR: ${storage}`]);
  const smtp = e.SMTP_URL ? parseSmtpUrl(e.SMTP_URL, e) : undefined;
  if (typeof smtp === 'string') throw new ConfigError([`SMTP_URL: ${smtp}`]);
  // A made-up sender would be refused by a real server, every mail marked failed.
  if (smtp && !e.MAIL_FROM)
    throw new ConfigError(['MAIL_FROM: set the sender, such as StudyDesk <desk@agency.example>']);
  const inbound = inboundSettings(e);
  if (Array.isArray(inbound)) throw new ConfigError(inbound);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(e.DATA_DIR, 'studydesk.db')}`,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    databasePoolMax: e.DATABASE_POOL_MAX,
    sqliteReaders: e.SQLITE_READERS,
    reportLimits: {
      timeoutMs: e.REPORT_TIMEOUT_MS,
      concurrency: e.REPORT_CONCURRENCY,
      queue: e.REPORT_QUEUE,
    },
    storage,
    metricsToken: e.METRICS_TOKEN,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    documentMaxBytes: e.DOCUMENT_MAX_BYTES,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    publicFormRateLimit: e.PUBLIC_FORM_RATE_LIMIT,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    publicFormOrigins: e.PUBLIC_FORM_ORIGINS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    eventRetentionMs: e.EVENT_RETENTION_DAYS * 86_400_000,
    maintenanceIntervalMs: e.MAINTENANCE_INTERVAL_MS,
    mail: {
      smtp,
      from: e.MAIL_FROM ?? DEFAULT_FROM,
      pollMs: e.OUTBOX_POLL_MS,
      backoffMs: e.OUTBOX_BACKOFF_SECONDS,
      leaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    },
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    studentLinkRateLimit: e.STUDENT_LINK_RATE_LIMIT,
    studentLinkMaxFailures: e.STUDENT_LINK_MAX_FAILURES,
    studentLinkDailyFiles: e.STUDENT_LINK_DAILY_FILES,
    studentLinkDailyBytes: e.STUDENT_LINK_DAILY_BYTES,
    inbound,
  };
}
