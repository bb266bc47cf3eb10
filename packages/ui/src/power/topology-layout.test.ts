import { describe, expect, it } from 'vitest';
import { flattenTopology, moveInTree, type TopologySystem, type TreeMoveKey } from './topology-layout';

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
    { id: 'c2', label: 'Charger 2', sublabel: 'Online', tone: 'ok', ports: [port('4', true)] },
    { id: 'c3', label: 'Charger 3', sublabel: 'Offline', tone: 'offline', ports: [] },
  ],
};

describe('flattenTopology', () => {
  const nodes = flattenTopology(SYSTEM);

  it('lists the gateway, then each charger followed by its ports, each port followed by its battery (reading order; an empty port has none)', () => {
    expect(nodes.map((node) => node.key)).toEqual([
      'gateway:gw1',
      'charger:c1',
      'port:1',
      'battery:bat-1',
      'port:2',
      'port:3',
      'battery:bat-3',
      'charger:c2',
      'port:4',
      'battery:bat-4',
      'charger:c3',
    ]);
  });

  it('links each node to its parent and its children', () => {
    const byKey = new Map(nodes.map((node) => [node.key, node]));
    expect(byKey.get('gateway:gw1')).toMatchObject({ parent: null, children: ['charger:c1', 'charger:c2', 'charger:c3'] });
    expect(byKey.get('charger:c1')).toMatchObject({ parent: 'gateway:gw1', children: ['port:1', 'port:2', 'port:3'] });
    expect(byKey.get('port:2')).toMatchObject({ parent: 'charger:c1', children: [] });
    expect(byKey.get('battery:bat-3')).toMatchObject({ kind: 'battery', id: 'bat-3', parent: 'port:3', children: [] });
    expect(byKey.get('charger:c3')?.children).toEqual([]);
  });

  it('gives every node a unique key, even when ids repeat across kinds', () => {
    const same = flattenTopology({
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
    expect(same.map((node) => node.key)).toEqual(['gateway:x', 'charger:x', 'port:x', 'battery:x']);
  });

  it('is the gateway alone for a site without chargers', () => {
    expect(flattenTopology({ gateway: SYSTEM.gateway, chargers: [] }).map((node) => node.key)).toEqual(['gateway:gw1']);
  });
});

describe('moveInTree (WAI-ARIA tree pattern, every node expanded)', () => {
  const nodes = flattenTopology(SYSTEM);
  const move = (from: string, ...keys: TreeMoveKey[]) => keys.reduce<string | null>((at, key) => (at === null ? null : moveInTree(nodes, at, key)), from);

  it('Down and Up follow the reading order, through batteries and across chargers', () => {
    expect(move('gateway:gw1', 'ArrowDown')).toBe('charger:c1');
    expect(move('port:1', 'ArrowDown')).toBe('battery:bat-1');
    expect(move('battery:bat-1', 'ArrowDown')).toBe('port:2');
    expect(move('battery:bat-3', 'ArrowDown')).toBe('charger:c2');
    expect(move('charger:c2', 'ArrowUp')).toBe('battery:bat-3');
    expect(move('charger:c1', 'ArrowUp')).toBe('gateway:gw1');
  });

  it('Right goes to the first child, Left to the parent', () => {
    expect(move('gateway:gw1', 'ArrowRight')).toBe('charger:c1');
    expect(move('charger:c1', 'ArrowRight')).toBe('port:1');
    expect(move('port:1', 'ArrowRight')).toBe('battery:bat-1');
    expect(move('battery:bat-4', 'ArrowLeft')).toBe('port:4');
    expect(move('port:4', 'ArrowLeft', 'ArrowLeft')).toBe('gateway:gw1');
  });

  it('Home goes to the gateway and End to the last node', () => {
    expect(move('port:2', 'Home')).toBe('gateway:gw1');
    expect(move('port:2', 'End')).toBe('charger:c3');
  });

  it('stays put (null) where a key leads nowhere: Up and Left on the gateway, Down on the last node, Right on a battery, an empty port or a charger without ports', () => {
    expect(move('gateway:gw1', 'ArrowUp')).toBeNull();
    expect(move('gateway:gw1', 'ArrowLeft')).toBeNull();
    expect(move('charger:c3', 'ArrowDown')).toBeNull();
    expect(move('battery:bat-1', 'ArrowRight')).toBeNull();
    expect(move('port:2', 'ArrowRight')).toBeNull();
    expect(move('charger:c3', 'ArrowRight')).toBeNull();
  });

  it('moves from the gateway when the focused node went away (a live update removed it)', () => {
    expect(moveInTree(nodes, 'port:gone', 'ArrowDown')).toBe('charger:c1');
    expect(moveInTree([], 'port:gone', 'ArrowDown')).toBeNull();
  });
});
