export interface FaultProxy {
  url: string;
  mode: 'pass' | 'slow' | 'error';
  setMode(mode: 'pass' | 'slow' | 'error', delayMs?: number): void;
  close(): Promise<void>;
}

export interface Stack {
  fault?: FaultProxy;
  stopStrapi(): Promise<void>;
  startStrapiAgain(): Promise<void>;
  appProcess(): { pid?: number; exitCode: number | null } | null;
  /** Another instance of the app on this Strapi and build, with `env` on top of the stack's settings. */
  startAppInstance(
    env?: Record<string, string>,
    options?: { wait?: boolean },
  ): Promise<{ url: string; child: { pid?: number; exitInfo?: { code: number | null; signal: string | null } }; stop(): Promise<void> }>;
  strapiUrl: string;
  appUrl: string;
  oidcUrl: string;
  mailboxUrl: string;
  revalidateSecret: string;
  /** What preview links are signed with (PREVIEW_SECRET on both sides). */
  previewSecret: string;
  /** The read-only API token the app reads drafts with in preview (PREVIEW_API_TOKEN on both sides). */
  previewApiToken: string;
  /** METRICS_TOKEN of the app and Strapi (test profile; undefined in the demo, where only this host reads /metrics). */
  metricsToken: string | undefined;
  /** Where each process's output goes (next.log, strapi.log, …): JSON log lines. */
  logDir: string;
  provider: string;
  admin: { email: string; password: string };
  /** Strapi's users-permissions JWT secret for this run (tests sign expired tokens with it). */
  jwtSecret: string;
  /** The throwaway data folder (test profile); null in the demo profile. */
  dataDir: string | null;
  /** JSON lines of what Strapi received: {method, url, authorization: 'Bearer sha256:<hex>' | null} (test profile). */
  requestRecordFile: string | null;
  /** The SQLite file, when not on PostgreSQL (test profile). */
  databaseFile: string | null;
  /** The app's build folder (distDir): Next's disk cache is its cache/ folder. */
  appDir: string;
  stop(): Promise<void>;
}
export function startStack(options?: {
  /** "test" (default): free ports, throwaway data, fresh secrets. "demo": npm start's fixed ports and kept data. */
  profile?: 'test' | 'demo';
  ports?: Partial<Record<'strapi' | 'app' | 'smtp' | 'mailbox' | 'oidc' | 'faultProxy', number>>;
  secrets?: Record<string, string>;
  revalidateSecret?: string;
  /** Shared by Strapi's preview handler (signs links) and the app's /api/preview (checks them). */
  previewSecret?: string;
  previewApiToken?: string;
  admin?: { email: string; password: string };
  logDir?: string;
  databaseUrl?: string;
  keepData?: boolean;
  withApp?: boolean;
  logName?: string;
  distDir?: string;
  /** Put the fault proxy between the app and Strapi (default true). */
  faultProxy?: boolean;
  appEnv?: Record<string, string>;
  strapiEnv?: Record<string, string>;
  /** The Strapi app folder relative to the repository: "cms" (default) or "tests/atlas-cms" (the second content model). */
  cms?: string;
  /** The host name in the addresses the stack hands out: "127.0.0.1" (default) or "localhost" (passkeys need a domain). */
  hostName?: string;
}): Promise<Stack>;
