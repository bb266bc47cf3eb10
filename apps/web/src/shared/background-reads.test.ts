import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGate, holdBackgroundReads, useBackgroundReadsAllowed } from './background-reads';

describe('useBackgroundReadsAllowed', () => {
  it('is false while held and turns true when the gate opens', async () => {
    const { result: before } = renderHook(() => useBackgroundReadsAllowed());
    expect(before.current).toBe(true);
    const gate = createGate();
    holdBackgroundReads(gate.opened);
    const { result } = renderHook(() => useBackgroundReadsAllowed());
    expect(result.current).toBe(false);
    await act(async () => {
      gate.open();
      await gate.opened;
    });
    expect(result.current).toBe(true);
  });
});
