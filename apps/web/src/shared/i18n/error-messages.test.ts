import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@yardfleet/domain/locale/language';
import { loadErrorDetail, toastText } from './error-messages';
import { loadMessages } from './load-messages';

describe('toast texts of transport failures (rules 8.3, 8.6)', () => {
  it.each(LANGUAGES)("a network failure toasts a translated, helpful message in %s, never the browser's 'Failed to fetch'", async (language) => {
    const intl = createIntl({
      locale: language,
      messages: await loadMessages(language),
      onError: (error) => {
        throw error;
      },
    });
    const text = toastText(intl, { kind: 'network' });
    expect(text).not.toMatch(/fetch/i);
    expect(text).toMatch(/Yardfleet/);
    if (language !== 'en-US') expect(text).not.toBe(toastText(createIntl({ locale: 'en-US', messages: await loadMessages('en-US') }), { kind: 'network' }));
  });

  it('the unexpected toast says that nothing was sent, in every language', async () => {
    const texts = await Promise.all(
      LANGUAGES.map(async (language) =>
        toastText(
          createIntl({
            locale: language,
            messages: await loadMessages(language),
            onError: (error) => {
              throw error;
            },
          }),
          { kind: 'unexpected' },
        ),
      ),
    );
    expect(new Set(texts).size).toBe(LANGUAGES.length);
    expect(texts[0]).toMatch(/nothing was sent/);
  });
});

describe("the server's database away (rules 8.3, 20.9)", () => {
  const intlFor = async (language: (typeof LANGUAGES)[number]) =>
    createIntl({
      locale: language,
      messages: await loadMessages(language),
      onError: (error) => {
        throw error;
      },
    });

  it.each(LANGUAGES)('toasts "retrying" and "try again in a moment" in %s, each its own translated text naming Yardfleet', async (language) => {
    const intl = await intlFor(language);
    const retrying = toastText(intl, { kind: 'database_unavailable', retrying: true });
    const gaveUp = toastText(intl, { kind: 'database_unavailable', retrying: false });
    expect([retrying, gaveUp].every((text) => text.includes('Yardfleet'))).toBe(true);
    expect(retrying).not.toBe(gaveUp);
    if (language !== 'en-US') expect(retrying).not.toBe(toastText(await intlFor('en-US'), { kind: 'database_unavailable', retrying: true }));
  });

  it("a screen's failed load says it in the reader's words, not the server's English 503 message", async () => {
    const intl = await intlFor('de-DE');
    const detail = loadErrorDetail(intl, {
      kind: 'http',
      status: 503,
      error: 'database_unavailable',
      message: 'The database cannot be reached. Try again shortly.',
    });
    expect(detail).toBe(toastText(intl, { kind: 'database_unavailable', retrying: false }));
    expect(loadErrorDetail(intl, { kind: 'http', status: 503, message: 'Service Unavailable' })).toBe('Code: 503, Meldung: Service Unavailable');
  });
});
