import * as E from 'fp-ts/lib/Either.js';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@yardfleet/domain/constants';
import type { Language } from '@yardfleet/domain/locale/language';
import { validateFreeText, validateMaxLength } from '@yardfleet/domain/validation/rules';
import { loadMessages } from './load-messages';
import { validationMessage } from './validation-messages';

/** How each language says "at most 50" (rules 5.6: 50 itself is accepted). */
const AT_MOST_50: Record<Language, string> = {
  'en-US': 'Your Name must be at most 50 characters long',
  'fr-FR': 'Name doit comporter au plus 50 caractères',
  'de-DE': 'Name darf höchstens 50 Zeichen haben',
  'nl-NL': 'Uw Name mag maximaal 50 tekens bevatten',
  'es-ES': 'Su Name debe tener como máximo 50 caracteres',
  'it-IT': 'Il campo Name deve contenere al massimo 50 caratteri',
};

const intlFor = async (locale: Language) => createIntl({ locale, messages: await loadMessages(locale) });

describe('the too-long message says the limit the domain applies (rules 5.6: name max 50, free text under 5000)', () => {
  it.each(Object.entries(AT_MOST_50) as [Language, string][])('%s: "at most N", N being the longest accepted length', async (locale, text) => {
    expect(validationMessage(await intlFor(locale), { code: 'too_long', field: 'name', max: NAME_MAX_LENGTH }, 'Name')).toBe(text);
  });

  it('a name of the limit is accepted and one more character is refused with that limit', () => {
    expect(E.isRight(validateMaxLength('name', 'x'.repeat(NAME_MAX_LENGTH)))).toBe(true);
    expect(validateMaxLength('name', 'x'.repeat(NAME_MAX_LENGTH + 1))).toEqual(E.left({ code: 'too_long', field: 'name', max: NAME_MAX_LENGTH }));
  });

  it('free text of 4999 characters is accepted; 5000 is refused with "at most 4999"', async () => {
    expect(E.isRight(validateFreeText('details', 'x'.repeat(4999)))).toBe(true);
    const refused = validateFreeText('details', 'x'.repeat(5000));
    expect(refused).toEqual(E.left({ code: 'too_long', field: 'details', max: 4999 }));
    if (E.isLeft(refused)) expect(validationMessage(await intlFor('en-US'), refused.left, 'Details')).toBe('Your Details must be at most 4999 characters long');
  });
});
