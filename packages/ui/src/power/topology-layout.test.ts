import { describe, expect, it } from 'vitest';
import { layoutTopology, type TopologyLayoutNode, type TopologySystem } from './topology-layout';

const port = (id: string, battery: boolean) => ({
  id,
  label: `Port ${id}`,
  tone: battery ? ('active' as const) : ('idle' as const),
  battery: battery ? { id: `bat-${id}`, label: `Battery ${id}`, sublabel: 'Charging', tone: 'active' as const } : null,
});

const SYSTEM: TopologySystem = {
  gateway: { id: 'gw1', label: 'North Depot', sublabel: 'Online', tone: 'ok' },
  chargers: [
    { id: 'c1', label: 'Charger 1', sublabel: 'Online', tone: 'ok', ports: [port('1', true), port('2', false), port('3', true)] },
    { id: 'c2', label: 'Charger 2', sublabel: 'Online', tone: 'ok', ports: [port('4', true), port('5', true)] },
    { id: 'c3', label: 'Charger 3', sublabel: 'Offline', tone: 'offline', ports: [] },
  ],
};

const overlaps = (a: TopologyLayoutNode, b: TopologyLayoutNode): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutTopology', () => {
  const { nodes, edges } = layoutTopology(SYSTEM);
  const ofKind = (kind: TopologyLayoutNode['kind']) => nodes.filter((node) => node.kind === kind);

  it('draws one node per gateway, charger, port and occupied port battery', () => {
    expect(ofKind('gateway').map((node) => node.id)).toEqual(['gw1']);
    expect(ofKind('charger').map((node) => node.id)).toEqual(['c1', 'c2', 'c3']);
    expect(ofKind('port').map((node) => node.id)).toEqual(['1', '2', '3', '4', '5']);
    // Port 2 is empty: no battery node under it.
    expect(ofKind('battery').map((node) => node.id)).toEqual(['bat-1', 'bat-3', 'bat-4', 'bat-5']);
  });

  const byKey = (key: string) => nodes.find((node) => node.key === key);

  it("puts the gateway above the chargers, stacks each charger's ports under it and each battery beside its port", () => {
    const bottom = (kind: TopologyLayoutNode['kind']) => Math.max(...ofKind(kind).map((node) => node.y + node.height));
    const top = (kind: TopologyLayoutNode['kind']) => Math.min(...ofKind(kind).map((node) => node.y));
    expect(bottom('gateway')).toBeLessThan(top('charger'));
    expect(bottom('charger')).toBeLessThan(top('port'));
    // Charger 1's ports one under the other, in its column.
    const [p1, p2, p3] = ['port:1', 'port:2', 'port:3'].map(byKey);
    expect(p1 && p2 && p3 && p1.x === p2.x && p2.x === p3.x && p1.y < p2.y && p2.y < p3.y).toBe(true);
    const charger1 = byKey('charger:c1');
    expect(charger1 !== undefined && p1 !== undefined && p1.x > charger1.x && p1.x < charger1.x + charger1.width).toBe(true);
    // Battery 1 on the right of port 1, on the same line.
    const b1 = byKey('battery:bat-1');
    expect(b1 !== undefined && p1 !== undefined && b1.x >= p1.x + p1.width && b1.y + b1.height / 2 === p1.y + p1.height / 2).toBe(true);
  });

  it('is compact: 6 chargers of 6 ports are at most 3000 x 700 diagram pixels (about 4 : 1, a panel fits it whole)', () => {
    const large = layoutTopology({
      gateway: SYSTEM.gateway,
      chargers: Array.from({ length: 6 }, (_, c) => ({
        id: `c${String(c)}`,
        label: 'C',
        sublabel: '',
        tone: 'ok' as const,
        ports: Array.from({ length: 6 }, (_, p) => port(`${String(c)}-${String(p)}`, true)),
      })),
    });
    const right = Math.max(...large.nodes.map((node) => node.x + node.width));
    const left = Math.min(...large.nodes.map((node) => node.x));
    const height = Math.max(...large.nodes.map((node) => node.y + node.height)) - Math.min(...large.nodes.map((node) => node.y));
    expect(right - left).toBeLessThanOrEqual(3000);
    expect(height).toBeLessThanOrEqual(700);
  });

  it('lets no two nodes overlap', () => {
    for (const [index, a] of nodes.entries()) {
      for (const b of nodes.slice(index + 1)) expect(overlaps(a, b), `${a.key} overlaps ${b.key}`).toBe(false);
    }
  });

  it('links each node to its parent and gives every node a unique key, even when ids repeat across kinds', () => {
    const sameIds = layoutTopology({
      gateway: { id: 'x', label: 'G', sublabel: '', tone: 'ok' },
      chargers: [
        {
          id: 'x',
          label: 'C',
          sublabel: '',
          tone: 'ok',
          ports: [{ id: 'x', label: 'P', tone: 'active', battery: { id: 'x', label: 'B', sublabel: '', tone: 'active' } }],
        },
      ],
    });
    expect(new Set(sameIds.nodes.map((node) => node.key)).size).toBe(4);
    expect(sameIds.edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['gateway:x', 'charger:x'],
      ['charger:x', 'port:x'],
      ['port:x', 'battery:x'],
    ]);
    expect(edges).toHaveLength(3 + 5 + 4);
  });

  it('keeps the order it was given: chargers left to right, ports top to bottom under each', () => {
    const reading = (kind: TopologyLayoutNode['kind']) => [...ofKind(kind)].sort((a, b) => a.x - b.x || a.y - b.y).map((node) => node.id);
    expect(reading('charger')).toEqual(['c1', 'c2', 'c3']);
    expect(reading('port')).toEqual(['1', '2', '3', '4', '5']);
    expect(reading('battery')).toEqual(['bat-1', 'bat-3', 'bat-4', 'bat-5']);
  });

  it('draws a site with no chargers as the gateway alone', () => {
    const alone = layoutTopology({ gateway: SYSTEM.gateway, chargers: [] });
    expect(alone.nodes.map((node) => node.key)).toEqual(['gateway:gw1']);
    expect(alone.edges).toEqual([]);
    expect(Number.isFinite(alone.nodes[0]?.x)).toBe(true);
  });
});
