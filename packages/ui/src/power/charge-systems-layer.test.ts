import { describe, expect, it } from 'vitest';
import { CREDIT_LINE_PX, fitPadding } from './charge-systems-layer';

describe('fitPadding', () => {
  it('keeps half the widest name plus a margin on each side, the marker above and the name below', () => {
    // "Naperville Charging Yard" is about 170 px wide at 13 px: centred under its marker, 85 px stick out on each side.
    const [top, right, bottom, left] = fitPadding([90, 170, 100], [455, 400]);
    expect(left).toBeGreaterThanOrEqual(85 + 8);
    expect(right).toBe(left);
    expect(top).toBeGreaterThanOrEqual(9 + 8);
    expect(bottom).toBeGreaterThanOrEqual(14 + 18);
  });

  it('never pads a side by more than 40 % of a narrow map, so the systems still fit', () => {
    const [top, right, bottom, left] = fitPadding([400], [300, 100]);
    expect(left + right).toBeLessThanOrEqual(240);
    expect(top + bottom).toBeLessThanOrEqual(80);
  });

  it('keeps the lowest name above the map credits along the bottom edge: one line of them, two on a phone', () => {
    // The name's bottom: 14 px offset + 18 px tall under the marker; the credits take the map's bottom lines.
    expect(CREDIT_LINE_PX).toBeGreaterThanOrEqual(18);
    expect(fitPadding([170], [600, 448])[2]).toBeGreaterThanOrEqual(14 + 18 + CREDIT_LINE_PX);
    expect(fitPadding([170], [358, 448])[2]).toBeGreaterThanOrEqual(14 + 18 + 2 * CREDIT_LINE_PX);
  });
});
