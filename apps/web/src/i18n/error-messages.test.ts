import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@yardfleet/domain/locale/language';
import { toastText } from './error-messages';
import { loadMessages } from './load-messages';

describe('toast texts of transport failures (issue 14)', () => {
  it.each(LANGUAGES)("a network failure toasts a translated, helpful message in %s, never the browser's 'Failed to fetch'", async (language) => {
    const intl = createIntl({ locale: language, messages: await loadMessages(language), onError: (error) => { throw error; } });
    const text = toastText(intl, { kind: 'network' });
    expect(text).not.toMatch(/fetch/i);
    expect(text).toMatch(/Yardfleet/);
    if (language !== 'en-US') expect(text).not.toBe(toastText(createIntl({ locale: 'en-US', messages: await loadMessages('en-US') }), { kind: 'network' }));
  });

  it('the unexpected toast says that nothing was sent, in every language', async () => {
    const texts = await Promise.all(
      LANGUAGES.map(async (language) => toastText(createIntl({ locale: language, messages: await loadMessages(language), onError: (error) => { throw error; } }), { kind: 'unexpected' })),
    );
    expect(new Set(texts).size).toBe(LANGUAGES.length);
    expect(texts[0]).toMatch(/nothing was sent/);
  });
});
