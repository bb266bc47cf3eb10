import { describe, expect, it } from 'vitest';
import type { Language } from '@yardfleet/domain/locale/language';
import enUS from '../../../lang/en-US.json';
import { inLoginScope } from './catalogue-scope';
import { createCatalogueStore } from './catalogue-store';
import type { CatalogueScope, Messages } from './load-messages';

/** A loader that answers `{ "<language>/<scope>": "x" }` and records the calls, resolving when told. */
const fakeLoader = () => {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const load = (language: Language, scope: CatalogueScope = 'full'): Promise<Messages> => {
    calls.push(`${language}/${scope}`);
    return new Promise((resolve) => pending.push(() => resolve({ [`${language}/${scope}`]: 'x' })));
  };
  const flush = async (): Promise<void> => {
    while (pending.length > 0) pending.shift()?.();
    await Promise.resolve();
  };
  return { load, calls, flush };
};

describe('catalogue store (rules 21.2: the first route carries only the login scope)', () => {
  it('loads the whole catalogue once before a screen outside the login scope', async () => {
    const loader = fakeLoader();
    const store = createCatalogueStore({ language: 'en-US', messages: {}, scope: 'login' }, loader.load);
    const full = store.ensureFull();
    await loader.flush();
    await full;
    expect(store.get()).toEqual({ language: 'en-US', messages: { 'en-US/full': 'x' }, scope: 'full' });
    await store.ensureFull();
    expect(loader.calls).toEqual(['en-US/full']);
  });

  it('screens loading at once share one load of the whole catalogue', async () => {
    const loader = fakeLoader();
    const store = createCatalogueStore({ language: 'en-US', messages: {}, scope: 'login' }, loader.load);
    const both = Promise.all([store.ensureFull(), store.ensureFull(), store.ensureFull()]);
    await loader.flush();
    await both;
    expect(loader.calls).toEqual(['en-US/full']);
    expect(store.get().scope).toBe('full');
  });

  it('a language switch keeps the scope and notifies the app root', async () => {
    const loader = fakeLoader();
    const store = createCatalogueStore({ language: 'en-US', messages: {}, scope: 'login' }, loader.load);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const switched = store.switchTo('de-DE');
    await loader.flush();
    await switched;
    expect(store.get().language).toBe('de-DE');
    expect(store.get().scope).toBe('login');
    expect(notified).toBe(1);
  });

  it('the newest request wins over a slower older one', async () => {
    const loader = fakeLoader();
    const store = createCatalogueStore({ language: 'en-US', messages: {}, scope: 'full' }, loader.load);
    const first = store.switchTo('fr-FR');
    const second = store.switchTo('de-DE');
    await loader.flush();
    await Promise.all([first, second]);
    expect(store.get().language).toBe('de-DE');
  });
});

describe('login scope of the catalogue', () => {
  it('holds the login, validation and error messages and leaves the app screens out', () => {
    const ids = Object.keys(enUS);
    expect(ids.filter((id) => id.startsWith('login.')).every(inLoginScope)).toBe(true);
    // What the login screen can show: its form's validation texts, the toasts of rules 8.3 and login errors.
    const loginTexts = [
      'validation.emailRequired',
      'validation.emailInvalid',
      'validation.passwordRequired',
      'validation.agreementRequired',
      'error.httpFailure',
      'error.requestTimeout',
      'error.unexpected',
      'error.chunkLoadFailed',
      'ui.passwordField.show',
    ];
    expect(loginTexts.filter((id) => !ids.includes(id))).toEqual([]);
    expect(loginTexts.every(inLoginScope)).toBe(true);
    expect(ids.filter((id) => id.startsWith('error.login.')).every(inLoginScope)).toBe(true);
    expect(['validation.passwordLength', 'error.deviceOffline', 'ui.pagination.next'].some(inLoginScope)).toBe(false);
    expect(ids.filter((id) => id.startsWith('equipment.') || id.startsWith('people.')).some(inLoginScope)).toBe(false);
    expect(ids.filter((id) => id.startsWith('shell.route.') || id.startsWith('ui.map.')).some(inLoginScope)).toBe(false);
    expect(ids.filter((id) => id.startsWith('shell.language')).every(inLoginScope)).toBe(true);
    expect(ids.filter(inLoginScope).length).toBeLessThan(ids.length / 2);
  });
});
