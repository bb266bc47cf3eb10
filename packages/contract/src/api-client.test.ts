import { describe, expect, it } from 'vitest';
import { ApiCallError, apiClient, type Fetch, type FetchResponse } from './api-client';
import { equipmentList, type EquipmentListRequest } from './endpoints/equipment';
import { tagList } from './endpoints/tags';

interface Sent {
  readonly url: string;
  readonly init: Parameters<Fetch>[1];
}

/** A fetch that records each call and answers `answer` (a unit test's stand-in for the server). */
const fakeFetch = (answer: () => FetchResponse) => {
  const sent: Sent[] = [];
  const fetcher: Fetch = async (url, init) => {
    sent.push({ url, init });
    return answer();
  };
  return { sent, fetcher };
};

/** A fetch answer: `body` as text with its status and headers. */
const answer = (body: string, status: number, headers: Record<string, string>): FetchResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: (name) => headers[name.toLowerCase()] ?? null },
  text: async () => body,
  json: async () => JSON.parse(body) as unknown,
  arrayBuffer: async () => new ArrayBuffer(body.length),
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  answer(JSON.stringify(body), status, { 'content-type': 'application/json', ...headers });

const LIST: EquipmentListRequest = { page: 1, pageSize: 20, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

describe('apiClient', () => {
  it('sends the key as a bearer token and the language, a GET without a body, and answers the decoded entry', async () => {
    const { sent, fetcher } = fakeFetch(() => json({ code: 200, message: 'ok', entry: { groups: [] } }));
    const client = apiClient({ baseUrl: 'https://fleet.example.com/', apiKey: 'yf_live_abc', lang: 'de-DE', fetch: fetcher });
    await expect(client.call(tagList, undefined)).resolves.toEqual({ groups: [] });
    expect(sent[0]?.url).toBe('https://fleet.example.com/web-hmac/web/tag/list');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer yf_live_abc', lang: 'de-DE' });
  });

  it('refuses a request that breaks the contract before sending anything', async () => {
    const { sent, fetcher } = fakeFetch(() => json({ code: 200, message: 'ok', entry: null }));
    const client = apiClient({ baseUrl: 'https://fleet.example.com', apiKey: 'k', fetch: fetcher });
    await expect(client.call(equipmentList, { ...LIST, pageSize: 1000 })).rejects.toThrow(/breaks the contract/);
    expect(sent).toHaveLength(0);
  });

  it("answers the envelope's refusal as an ApiCallError with its code (a revoked key: 1401)", async () => {
    const { fetcher } = fakeFetch(() => json({ code: 1401, message: 'Not logged in', entry: null }));
    const client = apiClient({ baseUrl: 'https://fleet.example.com', apiKey: 'k', fetch: fetcher });
    const refusal = await client.call(tagList, undefined).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiCallError);
    expect((refusal as ApiCallError).code).toBe(1401);
  });

  it('answers a 429 with its Retry-After, and an answer that breaks the contract as an error', async () => {
    const limited = fakeFetch(() => json({ status: 429, message: 'Too many requests', error: 'rate_limited' }, 429, { 'retry-after': '12' }));
    const refusal = await apiClient({ baseUrl: 'http://x', apiKey: 'k', fetch: limited.fetcher })
      .call(tagList, undefined)
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 429, error: 'rate_limited', retryAfterSeconds: 12 });
    const broken = fakeFetch(() => json({ code: 200, message: 'ok', entry: { groups: 'none' } }));
    await expect(apiClient({ baseUrl: 'http://x', apiKey: 'k', fetch: broken.fetcher }).call(tagList, undefined)).rejects.toThrow(/answer breaks the contract/);
  });

  it('downloads a file, and turns a JSON answer to a download into its refusal', async () => {
    const file = fakeFetch(() => answer('a,b\n1,2\n', 200, { 'content-type': 'text/csv' }));
    const response = await apiClient({ baseUrl: 'http://x', apiKey: 'k', fetch: file.fetcher }).download('/web-hmac/web/report/export', { kind: 'usage' });
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(JSON.parse(String(file.sent[0]?.init.body))).toEqual({ kind: 'usage' });
    const refused = fakeFetch(() => json({ code: 1170010403, message: 'Not allowed', entry: null }));
    await expect(apiClient({ baseUrl: 'http://x', apiKey: 'k', fetch: refused.fetcher }).download('/p', {})).rejects.toMatchObject({ code: 1170010403 });
  });
});
