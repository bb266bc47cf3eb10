import type { Kysely } from 'kysely';
import type { SecurityEventKind, LoginFailureReason } from '@yardfleet/contract/endpoints/security-log';
import type { Database } from '../db/schema';
import { securityDb } from '../db/security-schema';
import { personLabel } from '../areas/security-log/record';
import { DEMO_LOGINS } from './people';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const SCRIPT = 'python-requests/2.32.3';

/** Addresses from the documentation ranges (RFC 5737): the office, a manager at home, a crew phone, an unknown client. */
const OFFICE = '203.0.113.24';
const HOME = '198.51.100.77';
const PHONE = '198.51.100.140';
const STRANGER = '192.0.2.150';

/** One seeded event: minutes before the seed time, who (a demo email), from where, and what. */
interface SeedEvent {
  readonly minutesAgo: number;
  readonly kind: SecurityEventKind;
  readonly by: string;
  readonly address: string;
  readonly userAgent: string;
  readonly target?: { readonly type: 'person' | 'equipment' | 'gateway' | 'tag'; readonly email?: string; readonly label?: string };
  readonly change?: { readonly from: string | null; readonly to: string | null };
  readonly reason?: LoginFailureReason;
}

const H = 60;
const D = 24 * H;

/** The demo story, newest first: a normal fortnight with a failed-login burst that locked an account. */
const EVENTS: readonly SeedEvent[] = [
  { minutesAgo: 25, kind: 'login_succeeded', by: DEMO_LOGINS.admin, address: OFFICE, userAgent: CHROME_MAC },
  { minutesAgo: 3 * H, kind: 'login_succeeded', by: DEMO_LOGINS.manager, address: HOME, userAgent: FIREFOX_WIN },
  { minutesAgo: 3 * H + 2, kind: 'login_failed', by: DEMO_LOGINS.manager, address: HOME, userAgent: FIREFOX_WIN, reason: 'bad_password' },
  {
    minutesAgo: 1 * D + 4 * H,
    kind: 'record_deleted',
    by: DEMO_LOGINS.manager,
    address: OFFICE,
    userAgent: EDGE_WIN,
    target: { type: 'tag', label: 'Loaner' },
  },
  { minutesAgo: 2 * D + 6 * H, kind: 'gateway_reset', by: DEMO_LOGINS.manager, address: OFFICE, userAgent: EDGE_WIN, target: { type: 'gateway' } },
  {
    minutesAgo: 3 * D,
    kind: 'invitation_sent',
    by: DEMO_LOGINS.admin,
    address: OFFICE,
    userAgent: CHROME_MAC,
    target: { type: 'person', email: DEMO_LOGINS.invited },
    change: { from: null, to: 'employee' },
  },
  { minutesAgo: 4 * D + 2 * H, kind: 'password_reset', by: 'priya.shah@demo.yardfleet.test', address: PHONE, userAgent: SAFARI_IPHONE },
  { minutesAgo: 4 * D + 2 * H + 6, kind: 'password_reset_requested', by: 'priya.shah@demo.yardfleet.test', address: PHONE, userAgent: SAFARI_IPHONE },
  { minutesAgo: 5 * D, kind: 'password_changed', by: DEMO_LOGINS.employee, address: PHONE, userAgent: SAFARI_IPHONE },
  { minutesAgo: 5 * D + 9 * H - 3, kind: 'login_failed', by: DEMO_LOGINS.employee, address: STRANGER, userAgent: SCRIPT, reason: 'locked' },
  // Ten wrong passwords in a row from a script: the tenth locks the account (both logged at that instant).
  { minutesAgo: 5 * D + 9 * H, kind: 'account_locked', by: DEMO_LOGINS.employee, address: STRANGER, userAgent: SCRIPT },
  ...Array.from({ length: 10 }, (_, i): SeedEvent => ({
    minutesAgo: 5 * D + 9 * H + i,
    kind: 'login_failed',
    by: DEMO_LOGINS.employee,
    address: STRANGER,
    userAgent: SCRIPT,
    reason: 'bad_password',
  })),
  { minutesAgo: 8 * D + 1 * H, kind: 'login_succeeded', by: 'diego.alvarez@demo.yardfleet.test', address: PHONE, userAgent: SAFARI_IPHONE },
  { minutesAgo: 8 * D + 1 * H, kind: 'consent_given', by: 'diego.alvarez@demo.yardfleet.test', address: PHONE, userAgent: SAFARI_IPHONE },
  {
    minutesAgo: 8 * D + 1 * H + 1,
    kind: 'login_failed',
    by: 'diego.alvarez@demo.yardfleet.test',
    address: PHONE,
    userAgent: SAFARI_IPHONE,
    reason: 'consent_required',
  },
  { minutesAgo: 9 * D, kind: 'consent_withdrawn', by: 'diego.alvarez@demo.yardfleet.test', address: PHONE, userAgent: SAFARI_IPHONE },
  {
    minutesAgo: 12 * D + 3 * H,
    kind: 'record_deleted',
    by: DEMO_LOGINS.admin,
    address: OFFICE,
    userAgent: CHROME_MAC,
    target: { type: 'equipment', label: 'Mower 41 (MWR-2019-004417)' },
  },
  { minutesAgo: 40 * D, kind: 'record_deleted', by: DEMO_LOGINS.admin, address: OFFICE, userAgent: CHROME_MAC, target: { type: 'gateway' } },
];

/**
 * Seeds the security log of the demo company `companyId` (rules 20.12), so the admin's log
 * screen has a story: logins (one failed burst from an unknown client that locked the employee's
 * account), a password change and a reset, consent withdrawn and given, an invitation (to the demo's
 * invited person), a gateway reset and deletions (the demo's deleted device gateway among them).
 * Times count back from `now`; addresses are documentation ranges (RFC 5737). Uses no random draw,
 * so the rest of the demo stays the same. @returns the number of events written.
 */
export const seedDemoSecurityLog = async (trx: Kysely<Database>, companyId: string, now: Date): Promise<number> => {
  const people = await trx.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('company_id', '=', companyId).execute();
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const gateways = await trx
    .selectFrom('gateways')
    .select(['id', 'model', 'serial_number', 'deleted_at'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'device_gateway')
    .orderBy('serial_number')
    .execute();
  const live = gateways.find((g) => g.deleted_at === null);
  const deleted = gateways.find((g) => g.deleted_at !== null);
  // Events of one minute are a millisecond apart in list order, so the newest-first order is the story's.
  const rows = EVENTS.flatMap((e, index) => {
    const actor = byEmail.get(e.by);
    if (actor === undefined) return [];
    const person = e.target?.email === undefined ? undefined : byEmail.get(e.target.email);
    const gateway = e.target?.type === 'gateway' ? (e.minutesAgo > 30 * D ? deleted : live) : undefined;
    const target =
      e.target === undefined
        ? null
        : person !== undefined
          ? { target_type: 'person' as const, target_id: person.id, target_label: personLabel(person) }
          : gateway !== undefined
            ? { target_type: 'gateway' as const, target_id: gateway.id, target_label: `${gateway.model} ${gateway.serial_number}` }
            : e.target.label === undefined
              ? undefined
              : { target_type: e.target.type, target_id: null, target_label: e.target.label };
    if (target === undefined) return [];
    return [
      {
        company_id: companyId,
        kind: e.kind,
        occurred_at: new Date(now.getTime() - e.minutesAgo * 60_000 - index),
        actor_user_id: actor.id,
        actor_name: personLabel(actor),
        actor_email: actor.email,
        address: e.address,
        user_agent: e.userAgent,
        target_type: target?.target_type ?? null,
        target_id: target?.target_id ?? null,
        target_label: target?.target_label ?? null,
        change_from: e.change?.from ?? null,
        change_to: e.change?.to ?? null,
        reason: e.reason ?? null,
      },
    ];
  });
  if (rows.length > 0) await securityDb(trx).insertInto('security_events').values(rows).execute();
  return rows.length;
};
