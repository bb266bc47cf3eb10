import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SecurityLogRequest } from '@yardfleet/contract/endpoints/security-log';
import type { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { api } from './api';
import { SECURITY_LOG_TAG } from './cache-tags';
import { securityLogApi } from './endpoints/security-log';
import { sessionCleared } from './slices/session';
import { createTestStore, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const event = (id: string) => ({
  id,
  kind: 'login_failed',
  occurredAt: '2026-03-12T16:47:00.000Z',
  actor: { id: 'usr_2', name: 'Jordan Lee', email: 'employee@demo.yardfleet.test' },
  address: '127.0.0.1',
  userAgent: 'Mozilla/5.0',
  target: null,
  change: null,
  reason: 'bad_password',
});
const query: SecurityLogRequest = {
  page: 2,
  pageSize: 20,
  kinds: ['password_changed', 'password_reset'],
  search: 'jordan',
  from: '2026-03-01T06:00:00.000Z' as IsoDateTime,
  to: '2026-03-13T05:00:00.000Z' as IsoDateTime,
};

/** A log endpoint that records each request body and answers one event per call (ids ev_1, ev_2, ...). */
const logAnswering = () => {
  const bodies: unknown[] = [];
  const handler = http.post('*/web-hmac/web/security/log', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ code: 200, message: 'success', entry: { items: [event(`ev_${bodies.length}`)], total: 21, page: 2, pageSize: 20 } });
  });
  return { bodies, handler };
};

describe('security log in the cache (rules 20.12)', () => {
  it('sends the filters as given and hands the decoded page to the screen', async () => {
    const log = logAnswering();
    server.use(log.handler);
    const { store } = createTestStore({ session });
    const read = store.dispatch(securityLogApi.endpoints.securityLog.initiate(query));
    const answer = await read;
    expect(log.bodies).toEqual([query]);
    expect(answer.data?.items.map((item) => [item.id, item.kind, item.reason])).toEqual([['ev_1', 'login_failed', 'bad_password']]);
    expect(answer.data?.total).toBe(21);
    read.unsubscribe();
  });

  it('refetches the page in use when its tag is invalidated, and forgets it on log-out', async () => {
    const log = logAnswering();
    server.use(log.handler);
    const { store } = createTestStore({ session });
    const read = store.dispatch(securityLogApi.endpoints.securityLog.initiate(query));
    await read;
    store.dispatch(api.util.invalidateTags([SECURITY_LOG_TAG]));
    const select = securityLogApi.endpoints.securityLog.select(query);
    await expect.poll(() => select(store.getState()).data?.items[0]?.id).toBe('ev_2');
    store.dispatch(sessionCleared());
    await expect.poll(() => select(store.getState()).data).toBeUndefined();
    read.unsubscribe();
  });

  it('gives the screen the refusal of a role that may not read the log', async () => {
    server.use(http.post('*/web-hmac/web/security/log', () => HttpResponse.json({ code: 1170010403, message: 'You do not have permission.', entry: null })));
    const { store } = createTestStore({ session });
    const read = store.dispatch(securityLogApi.endpoints.securityLog.initiate(query));
    const answer = await read;
    expect(answer.data).toBeUndefined();
    expect(answer.error).toMatchObject({ code: 1170010403 });
    read.unsubscribe();
  });
});
