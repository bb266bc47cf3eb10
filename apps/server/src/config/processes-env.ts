/**
 * How this process shares the work with others (docs/deploy.md "Several hosts"), read by
 * `loadConfig`:
 * - `SHARED_READS` (`on` or `off`, default on): identical reads in flight are answered once
 *   within this process (decision 0019). It must be `off` when several server processes on several
 *   hosts serve one database: another host's write does not start a new generation here, so a read
 *   joined here could miss a write its caller already saw answered (read-your-writes). With
 *   WORKERS above 1 it is always off, for the same reason.
 */
export interface ProcessSettings {
  /** True when identical reads in flight are shared (SHARED_READS on and WORKERS 1). */
  readonly sharedReads: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads SHARED_READS of `env` for a server of `workers` processes, pushing a message onto `problems` when invalid. */
export const processSettingsOf = (env: Env, problems: string[], workers: number): ProcessSettings => {
  const raw = env['SHARED_READS']?.trim() ?? '';
  if (raw !== '' && raw !== 'on' && raw !== 'off') problems.push('SHARED_READS must be on or off');
  return { sharedReads: raw !== 'off' && workers === 1 };
};
