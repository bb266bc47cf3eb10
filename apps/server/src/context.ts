import type { Kysely } from 'kysely';
import type { SessionPolicy } from './auth/sessions';
import type { Clock } from './clock';
import type { ServerConfig } from './config/env';
import type { Database } from './db/schema';
import type { LiveHub } from './live/hub';
import type { Mailer } from './mail/mailer';
import type { SharedReads } from './http/shared-reads';

/** What the app needs from the outside world, wired by the composition root (src/main.ts) or a test. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly config: ServerConfig;
}

/** The context every route handler receives. */
export interface AppContext extends AppDeps {
  readonly sessions: SessionPolicy;
  /** Sends mail through SMTP_URL or into the outbox (rules 19.13). */
  readonly mailer: Mailer;
  /** This process's live streams (rules 12; architecture 6): logout ends its session's streams through it. */
  readonly live: LiveHub;
  /** Identical reads in flight answered once (decision 0019, http/shared-reads.ts); the registrar marks writes. */
  readonly reads: SharedReads;
}
