import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECK_PATHS } from './codes';
import {
  isCheckPath,
  normalisePath,
  policyFor,
  policyForTransportFailure,
  RETRY_AFTER_CAP_MS,
  RETRY_AFTER_DEFAULT_MS,
  retryAfterMs,
  type ClientAction,
  type TransportFailure,
} from './error-policy';

const LIST = '/web-hmac/web/equipment/list';
const INFO = '/web-hmac/web/auth/login/info';
const LOGOUT = '/web-hmac/web/auth/logout';

describe('error catalogue (rules 8.1): policyFor(code, path)', () => {
  it.each<[string, number, string, ClientAction]>([
    ['200 is success', 200, LIST, { kind: 'success' }],
    ['1401: alert, then logout after confirm or 5 minutes', 1401, INFO, { kind: 'alert_then_logout', logoutAfterMs: 300_000, passToScreen: false }],
    ['1451: silent logout', 1451, LIST, { kind: 'silent_logout', passToScreen: false }],
    ['1456: silent logout', 1456, LIST, { kind: 'silent_logout', passToScreen: false }],
    ['1466: warning toast', 1466, LIST, { kind: 'warning_toast', passToScreen: true }],
    [
      '1170042004: error toast, session cleared after 3 s',
      1170042004,
      '/web-hmac/web/auth/login',
      { kind: 'error_toast_then_logout', logoutAfterMs: 3000, passToScreen: true },
    ],
    ['1170012073 passes to the screen', 1170012073, LIST, { kind: 'pass_to_screen', passToScreen: true }],
    ['1170012020 passes to the screen', 1170012020, LIST, { kind: 'pass_to_screen', passToScreen: true }],
    ['1170012068 passes to the screen', 1170012068, LIST, { kind: 'pass_to_screen', passToScreen: true }],
    ['another code is an error toast', 1170000001, LIST, { kind: 'error_toast', passToScreen: true }],
    ['another code on logout is an error toast', 500, LOGOUT, { kind: 'error_toast', passToScreen: true }],
    ['rules 7.7: forgetCheckUser failure passes to the screen', 1170000001, '/web-hmac/user/forgetCheckUser', { kind: 'pass_to_screen', passToScreen: true }],
    ['rules 7.7: registerCheck failure passes to the screen', 1170000001, '/web-hmac/user/registerCheck', { kind: 'pass_to_screen', passToScreen: true }],
    ['rules 7.7: activityCheck failure passes to the screen', 1466, '/web-hmac/user/activityCheck', { kind: 'pass_to_screen', passToScreen: true }],
    [
      'a check path with origin and query is still a check path',
      1170000001,
      'https://fleet.example.eu/web-hmac/user/registerCheck?token=abc',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: 1170010409 (warehouse has N gateways) passes to the screen, which names N',
      1170010409,
      '/web-hmac/web/warehouse/delete',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: 1170010503 (address search unavailable) passes to the screen',
      1170010503,
      '/web-hmac/web/geo/search',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of a maintenance form go to its fields',
      1170010001,
      '/web-hmac/web/maintenance/add',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of a tag name go to its field',
      1170010001,
      'http://localhost/web-hmac/web/tag/createGroup',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of the warehouse wizard go to its fields',
      1170010001,
      '/web-hmac/web/warehouse/create',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      "rules 8.1: field errors of a schedule's recipients go to the schedule dialog",
      1170010001,
      '/web-hmac/web/report/schedule/create',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 22.7: field errors of an alert rule go to the rule editor',
      1170010001,
      '/web-hmac/web/alert/rule/create',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: a missing machine on the detail read passes to its not-found screen',
      1170010404,
      '/web-hmac/web/equipment/detail',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: a missing or foreign charge system on the detail read passes to its not-found screen',
      1170010404,
      'http://localhost/web-hmac/web/power/system',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 23.3: a refused import file passes to the import dialog, which shows it translated',
      1170010422,
      '/web-hmac/web/equipment/import/dry-run',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 23.5: a refused apply passes to the import dialog',
      1170010422,
      '/web-hmac/web/equipment/import/apply',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    ['rules 8.1: a refused bulk delete still toasts', 1170010422, '/web-hmac/web/equipment/bulk/delete', { kind: 'error_toast', passToScreen: true }],
    [
      'rules 8.1: the power overview is no detail read: a 1170010404 there still toasts',
      1170010404,
      '/web-hmac/web/power/overview',
      { kind: 'error_toast', passToScreen: true },
    ],
    ['a missing record elsewhere still toasts', 1170010404, '/web-hmac/web/tag/rename', { kind: 'error_toast', passToScreen: true }],
    [
      'field errors elsewhere still toast (forms without field display)',
      1170010001,
      '/web-hmac/web/personal/timeZone',
      { kind: 'error_toast', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of the company registration go to its fields',
      1170010001,
      '/web-hmac/web/account/registerCompany',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of the personal registration go to its fields',
      1170010001,
      '/web-hmac/web/account/registerPersonal',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of the invitation completion go to its fields',
      1170010001,
      '/web-hmac/web/account/registerInvite',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of forgot password go to its field',
      1170010001,
      '/web-hmac/web/account/forgotPassword',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of reset password go to its fields',
      1170010001,
      '/web-hmac/web/account/resetPassword',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of create company go to its field',
      1170010001,
      '/web-hmac/web/account/createCompany',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of the company name go to its field',
      1170010001,
      '/web-hmac/web/personal/companyName',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: field errors of an invitation go to the invite dialog',
      1170010001,
      '/web-hmac/web/people/invite',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: other account calls still toast field errors',
      1170010001,
      '/web-hmac/web/account/acceptAgreements',
      { kind: 'error_toast', passToScreen: true },
    ],
    [
      'rules 8.1: 1170010429 (too many live streams) on the live stream passes to its reader, which retries silently',
      1170010429,
      '/web-hmac/web/live/stream',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: any other failure of the live stream passes to its reader too (no toast per retry)',
      1170000001,
      'http://localhost:8080/web-hmac/web/live/stream',
      { kind: 'pass_to_screen', passToScreen: true },
    ],
    [
      'rules 8.1: 1401 on the live stream is the same alert as on any call',
      1401,
      '/web-hmac/web/live/stream',
      { kind: 'alert_then_logout', logoutAfterMs: 300_000, passToScreen: false },
    ],
    [
      'rules 8.1: 1451 on the live stream is the same silent logout as on any call',
      1451,
      '/web-hmac/web/live/stream',
      { kind: 'silent_logout', passToScreen: false },
    ],
    ['1170010429 elsewhere still toasts', 1170010429, LIST, { kind: 'error_toast', passToScreen: true }],
    [
      'session codes win even on a check path',
      1401,
      '/web-hmac/user/activityCheck',
      { kind: 'alert_then_logout', logoutAfterMs: 300_000, passToScreen: false },
    ],
  ])('%s', (_name, code, path, action) => {
    expect(policyFor(code, path)).toEqual(action);
  });

  it.each([
    ['/web-hmac/user/registerCheck?x=1', '/web-hmac/user/registerCheck'],
    ['http://localhost:8080/web-hmac/web/auth/logout', '/web-hmac/web/auth/logout'],
    ['/web-hmac/user/forgetCheckUser#top', '/web-hmac/user/forgetCheckUser'],
  ])('normalisePath(%s) = %s', (input, output) => {
    expect(normalisePath(input)).toBe(output);
  });

  it('exactly the three check paths of rules 7.7 are check paths', () => {
    expect(CHECK_PATHS.every(isCheckPath)).toBe(true);
    expect(isCheckPath('/web-hmac/user/registerCheckX')).toBe(false);
    expect(isCheckPath('/web-hmac/web/auth/login')).toBe(false);
  });

  it('property: any code other than 200 on any non-check path never counts as success', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }).filter((c) => c !== 200),
        fc.constantFrom(LIST, INFO, LOGOUT),
        (code, path) => {
          expect(policyFor(code, path).kind).not.toBe('success');
        },
      ),
    );
  });

  it('property: on a check path every failure other than the session codes passes to the screen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 201, max: 2_000_000_000 }).filter((c) => ![1401, 1451, 1456].includes(c)),
        fc.constantFrom(...CHECK_PATHS),
        (code, path) => {
          expect(policyFor(code, path)).toEqual({ kind: 'pass_to_screen', passToScreen: true });
        },
      ),
    );
  });
});

describe('transport failures (rules 8.3)', () => {
  it.each<[string, TransportFailure, unknown]>([
    [
      'HTTP failure with body: "Code: {status}, Message: {message}"',
      { kind: 'http', status: 502, message: 'Bad Gateway' },
      { kind: 'http_failure_toast', status: 502, message: 'Bad Gateway' },
    ],
    [
      'a 503 without a database code is an HTTP failure toast',
      { kind: 'http', status: 503, message: 'Service Unavailable', error: 'bad_request' },
      { kind: 'http_failure_toast', status: 503, message: 'Service Unavailable' },
    ],
    [
      "the server's database 503 toasts that Yardfleet can't reach its database",
      { kind: 'http', status: 503, message: 'The database cannot be reached.', error: 'database_unavailable' },
      { kind: 'database_unavailable_toast' },
    ],
    [
      'so does a statement the database cancelled',
      { kind: 'http', status: 503, message: 'The database took too long to answer.', error: 'database_timeout' },
      { kind: 'database_unavailable_toast' },
    ],
    ['cancelled requests are silent', { kind: 'cancelled' }, { kind: 'silent' }],
    ['a timeout toasts', { kind: 'timeout' }, { kind: 'timeout_toast' }],
    ['other network errors toast their text', { kind: 'network', message: 'Failed to fetch' }, { kind: 'text_toast', text: 'Failed to fetch' }],
    ['an undecodable answer toasts its text', { kind: 'decode', message: 'Invalid value' }, { kind: 'text_toast', text: 'Invalid value' }],
  ])('%s', (_name, failure, action) => {
    expect(policyForTransportFailure(failure)).toEqual(action);
  });
});

describe('Retry-After of a read the database could not serve (rules 8.3, 20.9)', () => {
  it.each<[string | null, number]>([
    ['2', 2_000],
    ['0', 0],
    ['1.5', 1_500],
    ['3600', RETRY_AFTER_CAP_MS],
    [null, RETRY_AFTER_DEFAULT_MS],
    ['', RETRY_AFTER_DEFAULT_MS],
    ['Wed, 21 Oct 2026 07:28:00 GMT', RETRY_AFTER_DEFAULT_MS],
    ['-1', RETRY_AFTER_DEFAULT_MS],
  ])('Retry-After %j waits %i ms', (header, ms) => {
    expect(retryAfterMs(header)).toBe(ms);
  });
});
