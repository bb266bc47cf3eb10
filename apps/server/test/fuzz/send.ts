import type { FastifyInstance, InjectOptions } from 'fastify';
import { hasUnstorableCharacters } from '@yardfleet/domain/validation/storable-text';
import type { ChangeProbe, RowChange } from './probe';
import type { FuzzTarget } from './targets';

/** One request of the fuzz test: the body's JSON text (POST) or the query (GET), or none; extra headers. */
export interface FuzzCase {
  readonly text: string | null;
  readonly headers: Readonly<Record<string, string>>;
  /** The field a 1170010001 answer must name (a single bad character was put in), or null. */
  readonly badField: string | null;
  readonly label: string;
  readonly remoteAddress: string;
}

/** What one answer was, for the counts: the envelope's code, `file` for a download, or `http <status>`. */
export type Outcome = string;

/** A broken promise of rules 20.8: a 5xx, a row stored by a refused call, or a bad character not refused. */
export interface Finding {
  readonly target: string;
  readonly session: boolean;
  readonly label: string;
  readonly sent: string;
  readonly problem: string;
}

/**
 * Row changes any call may make, refused or not, and why:
 * - `sessions`: every authenticated call touches its session (last use); an expired one is deleted;
 * - `login_throttle`, and `users.failed_logins` / `locked_until`: a failed login or a wrong old
 *   password counts (rules 19.12, docs/security.md), a right one resets the count;
 * - `security_events` (inserts): the security log records failures too (login_failed, account_locked).
 */
const isBookkeeping = (change: RowChange): boolean => {
  if (change.table === 'sessions' || change.table === 'login_throttle') return true;
  if (change.table === 'security_events') return change.op === 'INSERT';
  return change.table === 'users' && change.op === 'UPDATE' && change.columns.every((c) => c === 'failed_logins' || c === 'locked_until');
};
const describeChange = (c: RowChange): string => `${c.op} ${c.table}${c.columns.length > 0 ? `(${c.columns.join(', ')})` : ''}`;

/** Codes and statuses that refuse a request before its body is decoded (so a bad character is not what they name). */
const BEFORE_DECODING_CODES = new Set([1401, 1456, 1170010402]);
const BEFORE_DECODING_STATUS = new Set([413, 415, 429]);
const BEFORE_DECODING_ERRORS = new Set(['malformed_body', 'bad_request']);

/** True when `value` (a parsed JSON request) holds a text or key with a character the database cannot store. */
export const holdsBadText = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string' && hasUnstorableCharacters(next)) return true;
    if (typeof next === 'object' && next !== null) {
      for (const [k, v] of Object.entries(next)) {
        if (hasUnstorableCharacters(k)) return true;
        pending.push(v);
      }
    }
  }
  return false;
};

/** `value` as a query string (arrays repeat their key, objects go as JSON), percent-encoding each UTF-8 byte. */
export const queryOf = (value: unknown): string => {
  const encode = (s: string): string =>
    [...Buffer.from(s, 'utf8')]
      .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
      .join('');
  const text = (v: unknown): string => {
    if (typeof v === 'string') return v;
    try {
      return JSON.stringify(v) ?? '';
    } catch {
      return 'too-deep'; // JSON.stringify overflows the stack on the deep-nesting cases
    }
  };
  if (typeof value !== 'object' || value === null) return value === null || value === undefined ? '' : `q=${encode(text(value))}`;
  return Object.entries(value)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(text(item))}`))
    .join('&');
};

/**
 * Sends `fuzz` to `target` (with `session` headers when given), reads the database changes it
 * caused, and returns the outcome and any finding: HTTP 5xx; a change that is not isBookkeeping by a
 * call that did not answer 200 (envelope code 200, or a downloaded file); a text the database
 * cannot store that was not answered 1170010001 `unsupported_characters` on `fuzz.badField`
 * (or on some field, for several mutations at once) unless refused before decoding.
 */
export const sendCase = async (
  app: FastifyInstance,
  probe: ChangeProbe,
  target: FuzzTarget,
  fuzz: FuzzCase,
  session: Readonly<Record<string, string>> | null,
): Promise<{ outcome: Outcome; finding: Finding | null; changes: readonly RowChange[] }> => {
  const options: InjectOptions = {
    method: target.method,
    url: target.path,
    remoteAddress: fuzz.remoteAddress,
    headers: { ...fuzz.headers, ...(session ?? {}) },
  };
  if (fuzz.text !== null && target.method === 'POST') {
    options.payload = fuzz.text;
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  } else if (fuzz.text !== null) {
    options.url = `${target.path}?${queryOf(JSON.parse(fuzz.text))}`;
  }
  const response = await app.inject(options);
  const changes = await probe.take();
  const finding = (problem: string): Finding => ({
    target: `${target.method} ${target.path}`,
    session: session !== null,
    label: fuzz.label,
    sent: (fuzz.text ?? '').slice(0, 300),
    problem,
  });
  if (response.statusCode >= 500)
    return { outcome: `http ${response.statusCode}`, finding: finding(`HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`), changes };
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  const body = isJson ? (response.json() as { code?: unknown; entry?: unknown; error?: unknown }) : null;
  const code = typeof body?.code === 'number' ? body.code : null;
  const outcome = response.statusCode !== 200 ? `http ${response.statusCode}` : body === null ? 'file' : String(code);
  const answered200 = response.statusCode === 200 && (body === null || code === 200);
  const stored = changes.filter((c) => !isBookkeeping(c));
  if (!answered200 && stored.length > 0)
    return { outcome, finding: finding(`answered ${outcome} but changed ${[...new Set(stored.map(describeChange))].join(', ')}`), changes };
  if (target.request === undefined || fuzz.text === null || !holdsBadText(JSON.parse(fuzz.text))) return { outcome, finding: null, changes };
  const beforeDecoding =
    BEFORE_DECODING_STATUS.has(response.statusCode) ||
    (response.statusCode === 400 && BEFORE_DECODING_ERRORS.has(String(body?.error))) ||
    (code !== null && BEFORE_DECODING_CODES.has(code));
  if (beforeDecoding) return { outcome, finding: null, changes };
  const entry = (body?.entry ?? {}) as Record<string, { code?: unknown }>;
  const named = fuzz.badField === null ? Object.keys(entry).length > 0 : entry[fuzz.badField]?.code === 'unsupported_characters';
  const allUnsupported = Object.values(entry).every((e) => e.code === 'unsupported_characters');
  if (code === 1170010001 && named && allUnsupported) return { outcome, finding: null, changes };
  return {
    outcome,
    finding: finding(
      `a text the database cannot store answered ${outcome} ${JSON.stringify(body).slice(0, 200)} (expected 1170010001 on ${fuzz.badField ?? 'some field'})`,
    ),
    changes,
  };
};
