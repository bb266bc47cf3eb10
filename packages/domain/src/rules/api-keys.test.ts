import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { apiKeyExpired, apiKeyExpiry, apiKeyPrefixOf, apiKeyRefusal, apiKeyUse, knownAddressesAfter, formatApiKey, validateApiKeyName } from './api-keys';

const SECRET = 'a'.repeat(40) + '_-Z';

describe('API key rules (docs/security.md "API keys")', () => {
  it('recognises a key by its prefix, public id and secret', () => {
    const key = formatApiKey('Ab3dEf9hIj0k', SECRET);
    expect(key.startsWith('yf_live_Ab3dEf9hIj0k_')).toBe(true);
    expect(apiKeyPrefixOf(key)).toBe('yf_live_Ab3dEf9hIj0k');
    expect(apiKeyPrefixOf(`${key}x`)).toBeNull();
    expect(apiKeyPrefixOf('yf_live_short_abc')).toBeNull();
    expect(apiKeyPrefixOf('a session token')).toBeNull();
  });

  it('lets a read key read (GET and list queries by POST) and never write', () => {
    expect(apiKeyRefusal('read', '/web-hmac/web/equipment/list', false)).toBeNull();
    expect(apiKeyRefusal('read', '/web-hmac/web/tag/create', true)).toBe('read_only');
    expect(apiKeyRefusal('read_write', '/web-hmac/web/tag/create', true)).toBeNull();
  });

  it('never reaches the account, people, keys, webhooks, the security log or personal settings', () => {
    for (const path of [
      '/web-hmac/web/auth/logout',
      '/web-hmac/web/account/createCompany',
      '/web-hmac/web/people/list',
      '/web-hmac/web/personal/changePassword',
      '/web-hmac/web/api-key/list',
      '/web-hmac/web/webhook/list',
      '/web-hmac/web/security/log',
      '/web-hmac/web/alert/my-settings',
      '/web-hmac/web/dealer/collection/add',
      '/web-hmac/dev/mailbox',
      '/web-hmac/device/report',
    ]) {
      expect(apiKeyRefusal('read_write', path, false)).toBe('unreachable');
    }
  });

  it('expires at its expiry, never without one', () => {
    const created = Date.parse('2026-01-01T00:00:00Z');
    const expiry = apiKeyExpiry(created, 30);
    expect(expiry).toBe(Date.parse('2026-01-31T00:00:00Z'));
    expect(apiKeyExpired(expiry, created + 29 * 86_400_000)).toBe(false);
    expect(apiKeyExpired(expiry, created + 30 * 86_400_000)).toBe(true);
    expect(apiKeyExpired(apiKeyExpiry(created, null), created + 1e12)).toBe(false);
  });

  it('writes the last use once a minute, or at once from an address not among the last ten', () => {
    expect(apiKeyUse({ at: null, addresses: [] }, 0, '10.0.0.1')).toBe('new_address');
    expect(apiKeyUse({ at: 0, addresses: ['10.0.0.1'] }, 59_999, '10.0.0.1')).toBeNull();
    expect(apiKeyUse({ at: 0, addresses: ['10.0.0.1'] }, 60_000, '10.0.0.1')).toBe('touch');
    expect(apiKeyUse({ at: 0, addresses: ['10.0.0.2', '10.0.0.1'] }, 1, '10.0.0.1')).toBeNull();
    expect(apiKeyUse({ at: 0, addresses: ['10.0.0.1'] }, 1, '10.0.0.2')).toBe('new_address');
    const eleven = Array.from({ length: 11 }, (_, i) => `10.0.0.${i}`);
    expect(knownAddressesAfter(eleven.slice(0, 10), '10.0.0.10')).toEqual(['10.0.0.10', ...eleven.slice(0, 9)]);
    expect(knownAddressesAfter(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('checks the name like other names', () => {
    expect(validateApiKeyName('ERP sync')).toEqual(E.right('ERP sync'));
    expect(validateApiKeyName(' ')).toEqual(E.left({ code: 'required', field: 'name' }));
    expect(validateApiKeyName('x'.repeat(51))).toEqual(E.left({ code: 'too_long', field: 'name', max: 50 }));
  });
});
