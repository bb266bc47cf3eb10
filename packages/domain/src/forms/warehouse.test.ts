import { describe, expect, it } from 'vitest';
import { firstStepWithError, validateWarehouseForm, validateWarehouseStep, type WarehouseForm } from './warehouse';

const valid: WarehouseForm = { location: { lat: 41.8781, lng: -87.6298 }, radius: 150, name: 'Loop Depot', address: '233 S Wacker Dr, Chicago' };

describe('warehouse set-up fields (rules 5.12)', () => {
  it('accepts a complete warehouse, with or without an address', () => {
    expect(validateWarehouseForm(valid)).toEqual({});
    expect(validateWarehouseForm({ ...valid, address: '' })).toEqual({});
    expect(validateWarehouseForm({ ...valid, radius: 10 })).toEqual({});
    expect(validateWarehouseForm({ ...valid, radius: 50_000 })).toEqual({});
  });

  it('gives one coded error per failing field', () => {
    expect(validateWarehouseForm({ location: null, radius: 9, name: '', address: 'x'.repeat(201) })).toEqual({
      location: { code: 'required', field: 'location' },
      radius: { code: 'out_of_range', field: 'radius', min: 10, max: 50_000 },
      name: { code: 'required', field: 'name' },
      address: { code: 'too_long', field: 'address', max: 200 },
    });
    expect(validateWarehouseForm({ ...valid, name: ' Loop', radius: Number.NaN })).toEqual({
      name: { code: 'no_outer_spaces', field: 'name' },
      radius: { code: 'not_a_number', field: 'radius' },
    });
    expect(validateWarehouseForm({ ...valid, name: 'x'.repeat(51), radius: 50_001 })).toEqual({
      name: { code: 'too_long', field: 'name', max: 50 },
      radius: { code: 'out_of_range', field: 'radius', min: 10, max: 50_000 },
    });
  });

  it('refuses a radius that is not a whole number of metres, as its message says (rules 5.12)', () => {
    expect(validateWarehouseForm({ ...valid, radius: 12.5 })).toEqual({ radius: { code: 'not_a_number', field: 'radius' } });
    expect(validateWarehouseStep('radius', { ...valid, radius: 150.01 })).toEqual({ radius: { code: 'not_a_number', field: 'radius' } });
    expect(validateWarehouseForm({ ...valid, radius: 12 })).toEqual({});
  });

  it('checks one step at a time and finds the first step holding an error', () => {
    const empty: WarehouseForm = { location: null, radius: 150, name: '', address: '' };
    expect(validateWarehouseStep('location', empty)).toEqual({ location: { code: 'required', field: 'location' } });
    expect(validateWarehouseStep('radius', empty)).toEqual({});
    expect(validateWarehouseStep('name', empty)).toEqual({ name: { code: 'required', field: 'name' } });
    expect(firstStepWithError({ address: { code: 'too_long' }, radius: { code: 'out_of_range' } })).toBe('radius');
    expect(firstStepWithError({ address: { code: 'too_long' } })).toBe('name');
    expect(firstStepWithError({})).toBeUndefined();
  });
});
