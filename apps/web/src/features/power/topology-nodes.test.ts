import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { chargeSystemById, POWER_IDS } from '../../testing/fixtures/power';
import { nodeTarget, topologyOf } from './topology-nodes';

const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });

describe('topology of a charge system (rules 11.2, 11.8)', () => {
  it('draws the gateway, chargers, ports and batteries in the domain tones, with words of the page', () => {
    const north = chargeSystemById(POWER_IDS.north);
    if (north === undefined) throw new Error('fixture missing');
    const { gateway, chargers } = topologyOf(intl, north, () => '14:05');
    expect(gateway).toMatchObject({ id: POWER_IDS.north, label: 'North Depot', sublabel: 'Online · CGW2A0101', tone: 'ok' });
    expect(chargers.map((c) => [c.label, c.tone])).toEqual([
      ['Bay 1 charger', 'active'],
      ['Bay 2 charger', 'fault'],
      ['Bay 3 charger', 'active'],
    ]);
    const [overheat, , empty] = chargers[1]?.ports ?? [];
    expect(overheat).toMatchObject({ label: 'Port 1 · Overheat', tone: 'fault', battery: { label: 'PB5A20131', sublabel: 'Portable · 48%', tone: 'fault' } });
    expect(empty).toMatchObject({ label: 'Port 3 · Empty', tone: 'idle', battery: null });
  });

  it('greys out the ports and batteries of an offline charger and names their state unknown since its last report (rules 11.7)', () => {
    const riverside = chargeSystemById(POWER_IDS.riverside);
    if (riverside === undefined) throw new Error('fixture missing');
    const lastReport = riverside.chargers[0]?.lastReportAt;
    const { gateway, chargers } = topologyOf(intl, riverside, (iso) => (iso === lastReport ? '14:05' : 'wrong time'));
    expect(gateway.tone).toBe('offline');
    expect(chargers[0]?.tone).toBe('offline');
    expect(chargers[0]?.ports.map((p) => [p.label, p.sublabel, p.tone, p.battery?.sublabel, p.battery?.tone])).toEqual([
      ['Port 1 · Unknown', 'since 14:05', 'offline', 'Portable', 'offline'],
      ['Port 2 · Unknown', 'since 14:05', 'offline', 'Portable', 'offline'],
    ]);
  });

  it('opens the detail, at the gateway card, the charger card or the port row', () => {
    expect(nodeTarget('gw_1', { kind: 'gateway', id: 'gw_1' })).toBe('/power/gw_1#gateway');
    expect(nodeTarget('gw_1', { kind: 'charger', id: 'chg_7' })).toBe('/power/gw_1#charger-chg_7');
    expect(nodeTarget('gw_1', { kind: 'port', id: 'chg_7/2' })).toBe('/power/gw_1#port-chg_7-2');
    expect(nodeTarget('gw_1', { kind: 'battery', id: 'chg_7/2' })).toBe('/power/gw_1#port-chg_7-2');
  });
});
