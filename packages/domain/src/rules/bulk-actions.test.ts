import { describe, expect, it } from 'vitest';
import { ROLES } from '../entities/person';
import { canBulk, deleteConfirmed, MAX_BULK_TAGS, tagChangeRefusal } from './bulk-actions';

describe('bulk actions on machines (docs/roles.md "Bulk actions")', () => {
  it('lets admin and manager tag, only the admin delete, and every member export', () => {
    expect(ROLES.map((r) => canBulk(r, 'tag'))).toEqual([true, true, false]);
    expect(ROLES.map((r) => canBulk(r, 'delete'))).toEqual([true, false, false]);
    expect(ROLES.map((r) => canBulk(r, 'export'))).toEqual([true, true, true]);
    expect(canBulk(null, 'export')).toBe(false);
  });

  it('refuses an empty tag change, a tag both added and removed, and too many tags', () => {
    expect(tagChangeRefusal([], [])).toBe('nothing');
    expect(tagChangeRefusal(['a'], ['a'])).toBe('both');
    expect(
      tagChangeRefusal(
        Array.from({ length: MAX_BULK_TAGS + 1 }, (_, i) => `t${i}`),
        [],
      ),
    ).toBe('tooMany');
    expect(tagChangeRefusal(['a', 'a'], ['b'])).toBeNull();
  });

  it('deletes only when the confirmed number is the number selected now', () => {
    expect(deleteConfirmed(30, 30)).toBe(true);
    expect(deleteConfirmed(30, 31)).toBe(false);
    expect(deleteConfirmed(0, 0)).toBe(false);
  });
});
