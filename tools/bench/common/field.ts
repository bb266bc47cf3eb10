/**
 * Reading JSON that crossed a boundary (an API answer, a Lighthouse result) without casts
 * (data crossing a boundary is checked, never cast with `as`).
 */

/** `value[key]` when `value` is an object, else undefined. */
export const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
