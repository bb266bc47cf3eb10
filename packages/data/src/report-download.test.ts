import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportExportRequest } from '@yardfleet/contract/endpoints/reports';
import { downloadReport, fileNameFromDisposition } from './report-download';
import { languageChanged } from './slices/locale';
import { selectToasts } from './slices/toasts';
import { createTestStore, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const request: ReportExportRequest = {
  kind: 'power',
  period: { from: '2026-03-02', to: '2026-03-08' },
  filters: { tagId: null, category: null, warehouseId: null },
  format: 'csv',
};

describe('downloadReport (rules 10.9)', () => {
  it('posts the export request with the headers of rules 7.4 and returns the file with the server-given name', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post('*/web-hmac/web/report/export', async ({ request: req }) => {
        seen = { headers: req.headers, body: await req.json() };
        return new HttpResponse('\uFEFFCharger,kWh\nBay 1,12.4\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="power-2026-03-02-2026-03-08.csv"' },
        });
      }),
    );
    const { store } = createTestStore({ session });
    store.dispatch(languageChanged('de-DE'));
    const outcome = await store.dispatch(downloadReport(request));
    expect(seen?.body).toEqual(request);
    expect(seen?.headers.get('token')).toBe('tok_abc');
    expect(seen?.headers.get('uid')).toBe('usr_1');
    expect(seen?.headers.get('lang')).toBe('de-DE');
    expect(seen?.headers.get('deviceType')).toBe('1');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.file.fileName).toBe('power-2026-03-02-2026-03-08.csv');
    expect(await outcome.file.blob.text()).toContain('Bay 1,12.4');
  });

  it('passes a JSON envelope answer through the error policy (a toast) and returns the failure', async () => {
    server.use(http.post('*/web-hmac/web/report/export', () => HttpResponse.json({ code: 1170010403, message: 'Not allowed for this company.', entry: null })));
    const { store } = createTestStore({ session });
    const outcome = await store.dispatch(downloadReport(request));
    expect(outcome).toEqual({
      ok: false,
      error: { kind: 'envelope', code: 1170010403, message: 'Not allowed for this company.', path: '/web-hmac/web/report/export' },
    });
    expect(selectToasts(store.getState()).map((toast) => toast.level)).toContain('error');
  });

  it('reports an HTTP failure with its status and message', async () => {
    server.use(http.post('*/web-hmac/web/report/export', () => HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 })));
    const { store } = createTestStore({ session });
    const outcome = await store.dispatch(downloadReport(request));
    expect(outcome).toEqual({ ok: false, error: { kind: 'http', status: 500, message: 'Internal Server Error' } });
    expect(selectToasts(store.getState())).toHaveLength(1);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="usage-2026-01-01-2026-01-31.xlsx"', 'usage-2026-01-01-2026-01-31.xlsx'],
    ['attachment; filename=usage.csv', 'usage.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'Wartung%20M%C3%A4rz.csv', 'Wartung März.csv'],
  ])('%s', (header, name) => {
    expect(fileNameFromDisposition(header, 'fallback.csv')).toBe(name);
  });
  it('falls back when the header is missing', () => {
    expect(fileNameFromDisposition(null, 'power-2026-03-02-2026-03-08.csv')).toBe('power-2026-03-02-2026-03-08.csv');
  });
});
