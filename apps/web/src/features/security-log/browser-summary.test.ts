import { describe, expect, it } from 'vitest';
import { browserSummary } from './browser-summary';

describe('browser summary of a user agent (rules 20.12)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Safari/537.36', 'Chrome 146', 'Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Safari/537.36 Edg/146.0.3800.58',
      'Edge 146',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.3 Mobile/15E148 Safari/604.1',
      'Safari 19',
      'iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.2 Safari/605.1.15', 'Safari 19', 'macOS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:148.0) Gecko/20100101 Firefox/148.0', 'Firefox 148', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 16; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Mobile Safari/537.36', 'Chrome 146', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome 156', 'Linux'],
  ])('%s is %s on %s', (userAgent, browser, system) => {
    expect(browserSummary(userAgent)).toEqual({ browser, system });
  });

  it.each([['python-requests/2.32.3'], ['curl/8.11.0'], [''], ['Mozilla/5.0 (Windows NT 10.0)']])(
    '%j is not summarised (the screen shows it as it came)',
    (userAgent) => {
      expect(browserSummary(userAgent)).toBeNull();
    },
  );
});
