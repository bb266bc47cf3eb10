import { describe, expect, it } from 'vitest';
import { webhookUrlProblem, type WebhookUrlParts } from './webhook-url';
import { nextWebhookAttempt, webhookEndpointToDisable, webhookRetryDelayMs, WEBHOOK_GIVE_UP_MS } from './webhook-retry';
import { machineTransitionEvents, webhookKindOfAlertEffect, webhookKindOfLiveEntity } from './webhook-events';

const production = { allowLoopbackHttp: false };
const demo = { allowLoopbackHttp: true };

const parse = (value: string): WebhookUrlParts | null => {
  const m = /^([a-z]+:)\/\/(?:([^:@/]*)(?::([^@/]*))?@)?(\[[^\]]+\]|[^:/]+)/.exec(value);
  return m === null ? null : { protocol: m[1] ?? '', username: m[2] ?? '', password: m[3] ?? '', hostname: m[4] ?? '' };
};
const literalPrivate = (host: string): boolean => /^(10\.|127\.|::1$)/.test(host);
const check = (value: string, mode: { allowLoopbackHttp: boolean }) => webhookUrlProblem(parse(value), value.length, mode, literalPrivate);

describe('webhook URL rule', () => {
  it('takes https URLs and refuses http in production', () => {
    expect(check('https://example.com/hook', production)).toBeNull();
    expect(check('http://example.com/hook', production)).toBe('scheme');
    expect(check('http://127.0.0.1:8080/hook', production)).toBe('scheme');
    expect(check('ftp://example.com/', production)).toBe('scheme');
    expect(check('not a url', production)).toBe('not_a_url');
    expect(check('https://u:p@example.com/', production)).toBe('credentials');
    expect(check(`https://example.com/${'a'.repeat(2_000)}`, production)).toBe('too_long');
  });

  it('allows http to 127.0.0.1 only in the demo mode, and no other private address', () => {
    expect(check('http://127.0.0.1:8080/hook', demo)).toBeNull();
    expect(check('http://localhost:8080/hook', demo)).toBe('scheme');
    expect(check('https://10.0.0.5/hook', demo)).toBe('private_address');
    expect(check('https://[::1]/hook', production)).toBe('private_address');
  });
});

describe('webhook retries', () => {
  it('doubles the delay from 5 s up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(webhookRetryDelayMs(40)).toBe(3_600_000);
    expect(webhookRetryDelayMs(1, 1)).toBe(5_500);
  });
  it('gives up once the next attempt would be 24 hours after the event', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    expect(nextWebhookAttempt(created, 1, created)).toEqual(new Date('2026-01-01T00:00:05Z'));
    expect(nextWebhookAttempt(created, 20, new Date(created.getTime() + WEBHOOK_GIVE_UP_MS - 60_000))).toBe('give_up');
  });
  it('disables an endpoint failing for a day', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(webhookEndpointToDisable(null, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(webhookEndpointToDisable(since, new Date('2026-01-01T23:59:59Z'))).toBe(false);
    expect(webhookEndpointToDisable(since, new Date('2026-01-02T00:00:00Z'))).toBe(true);
  });
  it('maps live entities to webhook kinds', () => {
    expect(webhookKindOfLiveEntity('equipment')).toBe('equipment.changed');
    expect(webhookKindOfLiveEntity('charger')).toBe('charger.port_state_changed');
    expect(webhookKindOfLiveEntity('warehouse')).toBeNull();
  });
});

describe('machine and alert transitions', () => {
  it('tells online, offline and inventory changes', () => {
    const before = { onlineStatus: 'offline', inventoryStatus: 'in_warehouse' };
    expect(machineTransitionEvents('m', before, before)).toEqual([]);
    expect(machineTransitionEvents('m', before, { onlineStatus: 'online', inventoryStatus: 'out_for_work' })).toEqual([
      { kind: 'machine.online', data: { id: 'm' } },
      { kind: 'inventory.status_changed', data: { id: 'm', from: 'in_warehouse', to: 'out_for_work' } },
    ]);
    expect(machineTransitionEvents('m', { ...before, onlineStatus: 'online' }, before)).toEqual([{ kind: 'machine.offline', data: { id: 'm' } }]);
  });
  it('maps alert effects', () => {
    expect(['opened', 'reopened', 'resolved', 'acknowledged', 'escalated'].map(webhookKindOfAlertEffect)).toEqual([
      'alert.opened',
      'alert.opened',
      'alert.resolved',
      null,
      null,
    ]);
  });
});
