import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyOf, dateFormatFor, formatClock, formatRegionDate, regionFromHost } from './region';

describe('rules 1.6 region from host', () => {
  it.each([
    ['fleet.yardfleet.eu', 'eu'],
    ['FLEET.YARDFLEET.EU', 'eu'],
    ['fleet.yardfleet.eu:8443', 'eu'],
    ['fleet.yardfleet.eu.', 'eu'],
    ['fleet.yardfleet.com', 'na'],
    ['localhost:8080', 'na'],
    ['eu.yardfleet.com', 'na'],
    ['fleet.europe', 'na'],
    ['', 'na'],
  ])('%s is %s', (host, region) => {
    expect(regionFromHost(host)).toBe(region);
  });

  it('property: only hosts ending in .eu are eu', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        expect(regionFromHost(host)).toBe(host.toLowerCase().endsWith('.eu') ? 'eu' : 'na');
      }),
    );
  });
});

describe('rules 1.6 date format: DD/MM/YYYY on the EU host, MM/DD/YYYY otherwise', () => {
  const date = new Date(2026, 10, 22, 5, 7, 9);
  it.each([
    ['eu', 'DD/MM/YYYY', '22/11/2026'],
    ['na', 'MM/DD/YYYY', '11/22/2026'],
  ] as const)('%s: %s, e.g. %s', (region, pattern, text) => {
    expect(dateFormatFor(region)).toBe(pattern);
    expect(formatRegionDate(date, region)).toBe(text);
  });

  it('the live clock is 24-hour HH:mm:ss', () => {
    expect(formatClock(date)).toBe('05:07:09');
  });
});

describe('currencyOf (rules 1.6 regions: new expenses)', () => {
  it('is euro on the EU host and US dollar otherwise', () => {
    expect(currencyOf('eu')).toBe('EUR');
    expect(currencyOf('na')).toBe('USD');
  });
});
