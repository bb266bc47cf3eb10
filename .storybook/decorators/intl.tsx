import type { Decorator, Loader } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@yardfleet/domain/locale/language';

/** The message catalogues of the web app (apps/web/lang/<language>.json), loaded on demand. */
const CATALOGUES = import.meta.glob<{ default: Record<string, unknown> }>('../../apps/web/lang/*.json');

/** A catalogue entry is a string (formatjs "simple" format) or `{ defaultMessage | string }`. */
const messageText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const entry = value as { defaultMessage?: unknown; string?: unknown };
    if (typeof entry.string === 'string') return entry.string;
    if (typeof entry.defaultMessage === 'string') return entry.defaultMessage;
  }
  return undefined;
};

/** The story's language global (SPEC 1 languages); en-US for anything else. */
export const storyLanguage = (globals: Record<string, unknown>): Language =>
  isLanguage(globals.language) ? globals.language : DEFAULT_LANGUAGE;

/**
 * Loads the messages of the story's language into `loaded.messages` (empty for en-US: the
 * default messages declared in code are the en-US text).
 */
export const messagesLoader: Loader = async ({ globals }) => {
  const language = storyLanguage(globals);
  const load = CATALOGUES[`../../apps/web/lang/${language}.json`];
  if (language === DEFAULT_LANGUAGE || !load) return { messages: {} };
  const catalogue = (await load()).default;
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(catalogue)) {
    const text = messageText(value);
    if (text !== undefined) messages[id] = text;
  }
  return { messages };
};

/** Wraps every story in react-intl for the language global (the UI kit's own messages need it). */
export const withIntl: Decorator = (Story, { globals, loaded }) => {
  const messages = (loaded.messages ?? {}) as Record<string, string>;
  return (
    <IntlProvider locale={storyLanguage(globals)} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
      <Story />
    </IntlProvider>
  );
};
