import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@yardfleet/domain/locale/language';
import { loadMessages } from './load-messages';

/** Every ICU argument of a message as "name:kind", plural and select branches included. */
const placeholders = (elements: readonly MessageFormatElement[], out = new Set<string>()): Set<string> => {
  for (const element of elements) {
    if (element.type === TYPE.argument) out.add(`${element.value}:argument`);
    if (element.type === TYPE.number) out.add(`${element.value}:number`);
    if (element.type === TYPE.date || element.type === TYPE.time) out.add(`${element.value}:date`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      out.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) placeholders(option.value, out);
    }
    if (element.type === TYPE.tag) {
      out.add(`${element.value}:tag`);
      placeholders(element.children, out);
    }
  }
  return out;
};

const asStrings = (messages: Awaited<ReturnType<typeof loadMessages>>): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, typeof message === 'string' ? message : '']));

describe('message catalogues (rules 1.5)', async () => {
  const english = asStrings(await loadMessages('en-US'));

  it('en-US holds the extracted messages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(100);
    expect(english['equipment.list.search']).toBe('Search by name or serial number');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-US')) {
    describe(language, async () => {
      const translated = asStrings(await loadMessages(language));

      it('has exactly the keys of en-US', () => {
        expect(Object.keys(translated).filter((id) => !(id in english))).toEqual([]);
        expect(Object.keys(english).filter((id) => !(id in translated))).toEqual([]);
      });

      it('uses the same ICU placeholders as en-US in every message', () => {
        const differing = Object.keys(english).filter((id) => {
          const want = [...placeholders(parse(english[id] ?? ''))].sort();
          const got = [...placeholders(parse(translated[id] ?? ''))].sort();
          return JSON.stringify(want) !== JSON.stringify(got);
        });
        expect(differing).toEqual([]);
      });

      it('is a translation, not a copy of en-US', () => {
        const same = Object.keys(english).filter((id) => translated[id] === english[id]);
        expect(same.length).toBeLessThan(Object.keys(english).length / 10);
      });
    });
  }
});
