import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/people';
import type { SeedSummary } from './seed/demo';

/** What the start-up text tells: where the server listens, its database and what preparing it did. */
export interface StartUpFacts {
  readonly url: string;
  readonly database: string;
  readonly migrations: readonly string[];
  readonly seeded: SeedSummary | null;
}

/** The demo's start-up text (rules 20.1): URL, database, seed, the demo logins; `workers` server processes when above 1 (WORKERS). */
export const demoBanner = (facts: StartUpFacts, workers = 1): string => {
  const logins = [DEMO_LOGINS.admin, DEMO_LOGINS.manager, DEMO_LOGINS.employee, DEMO_LOGINS.power, DEMO_LOGINS.guest, DEMO_LOGINS.app];
  return [
    '',
    `Yardfleet is running at ${facts.url}${workers > 1 ? ` (${workers} worker processes)` : ''}`,
    `Database: ${facts.database}${facts.migrations.length > 0 ? ` (applied ${facts.migrations.join(', ')})` : ''}`,
    facts.seeded
      ? `Seeded the demo: ${facts.seeded.equipment} machines, ${facts.seeded.users} people, ${facts.seeded.chargers} chargers`
      : 'Demo data already present',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...logins.map((email) => `  ${email}`),
    '',
  ].join('\n');
};

/** The URL a server listening on `host`:`port` is reached at (every interface: localhost). */
export const urlOf = (host: string, port: number): string => `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
