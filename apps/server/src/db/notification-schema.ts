import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** What a notification tells (contract endpoints/notifications.ts NotificationKind). */
export type NotificationKindColumn = 'machine_faulty' | 'machine_offline' | 'machines_offline' | 'service_due' | 'services_due' | 'invitation_accepted';

/** The tables migration 0010-notifications adds (rules 13), typed with `notificationDb(db)`. */
export type NotificationTables = {
  notifications: {
    id: Generated<string>;
    company_id: string;
    kind: NotificationKindColumn;
    /** The machine of a machine notification (null for a person's). */
    equipment_id: string | null;
    /** The person of `invitation_accepted` (null for a machine's). */
    person_id: string | null;
    /** The reported error code of `machine_faulty`. */
    error_code: string | null;
    /** How many machines a grouped `machines_offline` or `services_due` tells of (null on every other kind; migration 0018). */
    machine_count: number | null;
    /** The grouped notification that tells of this machine's (then left out of the list and the counts; migration 0018). */
    grouped_into: string | null;
    /** Unique per company when set: the same event is written once (service due: machine and due mark). */
    dedupe_key: string | null;
    created_at: Timestamp;
  };
  /** Read marks: a notification is read for `user_id` when its row exists. */
  notification_reads: { notification_id: string; user_id: string; read_at: Timestamp };
};

export type NotificationDatabase = Database & NotificationTables;

/** The same connection (or transaction), typed with the notification tables. */
export const notificationDb = (db: Kysely<Database>): Kysely<NotificationDatabase> => db.withTables<NotificationTables>();
