import { describe, expect, it } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it('asks ICU for the locale without throwing, also for a tag it does not know', () => {
    expect(() => warmIntl('fr-FR')).not.toThrow();
    expect(() => warmIntl('not a locale!')).not.toThrow();
  });
});
