import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeTab, HOME_TAB_PATH, INITIAL_TAB_STATE, visitTab, type TabState } from './tab-state';

const open = (...paths: string[]): TabState => paths.reduce(visitTab, INITIAL_TAB_STATE);

describe('rules 2.5, 3.11 tab list of visited routes with a home tab', () => {
  it('visiting routes appends tabs once, in first-visit order, and moves the current one', () => {
    expect(open('/equipment', '/people', '/equipment')).toEqual({ current: '/equipment', visited: ['/home', '/equipment', '/people'] });
  });

  it.each([
    ['closing the current tab selects its left neighbour', '/people', '/equipment', ['/home', '/equipment']],
    ['closing another tab keeps the current one', '/equipment', '/people', ['/home', '/people']],
    ['the home tab never closes', '/home', '/people', ['/home', '/equipment', '/people']],
    ['closing an unknown tab changes nothing', '/dealer', '/people', ['/home', '/equipment', '/people']],
  ])('%s', (_name, close, current, visited) => {
    expect(closeTab(open('/equipment', '/people'), close)).toEqual({ current, visited });
  });

  it('property: home stays first, tabs stay unique, and the current route always has a tab', () => {
    const arbOp = fc.record({ close: fc.boolean(), path: fc.constantFrom('/home', '/equipment', '/people', '/dealer', '/power/7') });
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 40 }), (ops) => {
        const s = ops.reduce((acc, op) => (op.close ? closeTab(acc, op.path) : visitTab(acc, op.path)), INITIAL_TAB_STATE);
        expect(s.visited[0]).toBe(HOME_TAB_PATH);
        expect(new Set(s.visited).size).toBe(s.visited.length);
        expect(s.visited).toContain(s.current);
      }),
    );
  });
});
