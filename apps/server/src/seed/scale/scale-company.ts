import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seedDemo } from '../demo';
import { DEMO_LOGINS } from '../people';

/** The model of the scale seed's warehouse gateways; a company holding one has been scale-seeded. */
export const SCALE_GATEWAY_MODEL = 'DG-310';

/** Thrown when the seed will not write into this database or company; the message says why and what to do. */
export class ScaleSeedRefused extends Error {
  override readonly name = 'ScaleSeedRefused';
}

/**
 * Refuses a database the seed would pollute (rules 21.14): in production mode
 * (`NODE_ENV=production`), or when any account's email is outside the reserved `.test` top-level
 * domain (RFC 2606/6761: no real person has one; the demo's and the seed's logins all do), so a
 * database with real customers is never touched.
 * @throws ScaleSeedRefused naming the reason.
 */
export const refusePollution = async (db: Kysely<Database>, mode: 'demo' | 'production'): Promise<void> => {
  if (mode === 'production') {
    throw new ScaleSeedRefused('NODE_ENV=production: the scale seed never writes into a production database.');
  }
  const real = await db
    .selectFrom('users')
    .select('email')
    .where(sql<boolean>`email not like '%.test'`)
    .limit(1)
    .executeTakeFirst();
  if (real !== undefined) {
    throw new ScaleSeedRefused(
      `This database holds accounts outside the reserved .test domain (e.g. ${real.email}): it may be real data, so the scale seed refuses it. Use a new database (DATABASE_URL) or data folder.`,
    );
  }
};

/** The company the seed fills, and how it came to be. */
export interface ScaleCompany {
  readonly companyId: string;
  readonly companyName: string;
  readonly adminEmail: string;
  /** 'existing' (the admin's company), 'demo' (the demo was seeded first: empty database), 'created' (a new company and admin). */
  readonly origin: 'existing' | 'demo' | 'created';
}

/** How to create a company when the admin email is new. */
export interface NewCompanyInput {
  readonly email: string;
  readonly companyName: string;
  readonly passwordHash: string;
  readonly now: Date;
  readonly ids: () => string;
}

const existingCompany = async (db: Kysely<Database>, email: string): Promise<ScaleCompany | undefined> => {
  const admin = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.company_id', 'users.role', 'companies.name', 'companies.version'])
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (admin === undefined) return undefined;
  if (admin.company_id === null || admin.role !== 'admin' || admin.version !== 'FULL_VERSION' || admin.name === null) {
    throw new ScaleSeedRefused(`${email} is not the admin of a full-version company: the scale seed fills a full-version company through its admin.`);
  }
  const seeded = await db
    .selectFrom('gateways')
    .select('id')
    .where('company_id', '=', admin.company_id)
    .where('model', '=', SCALE_GATEWAY_MODEL)
    .limit(1)
    .executeTakeFirst();
  if (seeded !== undefined) {
    const count = await db
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', admin.company_id)
      .executeTakeFirstOrThrow();
    throw new ScaleSeedRefused(
      `${admin.name} (${email}) was scale-seeded already (${Number(count.n).toLocaleString('en-US')} machines): the seed does not run twice into one company. Use a new database, or --company-email with a new address for a second company.`,
    );
  }
  return { companyId: admin.company_id, companyName: admin.name, adminEmail: email, origin: 'existing' };
};

/**
 * The company to fill, by its admin's email (decision 0014):
 * - an existing admin of a full-version company: that company (the demo admin's Greenway Grounds
 *   Care on a demo database, so the demo logins see the big fleet);
 * - the demo admin on a database without any account: the demo is seeded first (as `npm start`
 *   would), then its full-version company is filled;
 * - any other new address: a new full-version company with that admin (first name Alex, last
 *   name Morgan, the demo password), created by `create` inside the seed's transaction.
 * @throws ScaleSeedRefused when the email names someone who is not a full-version admin, or a company scale-seeded before.
 */
export const resolveCompany = async (db: Kysely<Database>, email: string, now: Date, passwordHash: string): Promise<ScaleCompany | 'create'> => {
  const found = await existingCompany(db, email);
  if (found !== undefined) return found;
  if (email !== DEMO_LOGINS.admin) return 'create';
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(users.n) > 0) {
    throw new ScaleSeedRefused(
      `${email} does not exist, but the database has accounts: the demo cannot be seeded into it. Use a new database, or --company-email for a new company.`,
    );
  }
  await seedDemo(db, { now, passwordHash });
  const demo = await existingCompany(db, email);
  if (demo === undefined) throw new Error('the demo seed did not create the demo admin');
  return { ...demo, origin: 'demo' };
};

/** Creates a new full-version company and its admin (activated, consent given) inside `trx`. */
export const createCompany = async (trx: Kysely<Database>, input: NewCompanyInput): Promise<ScaleCompany> => {
  const companyId = input.ids();
  await trx
    .insertInto('companies')
    .values({ id: companyId, name: input.companyName, time_zone: 'America/Chicago', version: 'FULL_VERSION', created_at: new Date(Date.UTC(2021, 2, 1, 15)) })
    .execute();
  await trx
    .insertInto('users')
    .values({
      id: input.ids(),
      email: input.email,
      password_hash: input.passwordHash,
      first_name: 'Alex',
      last_name: 'Morgan',
      user_type: 2,
      company_id: companyId,
      role: 'admin',
      status: 'activated',
      invited_at: null,
      activated_at: input.now,
      invitation_address: null,
      consent_accepted_at: input.now,
    })
    .execute();
  return { companyId, companyName: input.companyName, adminEmail: input.email, origin: 'created' };
};
