import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { LANGUAGE_NAMES, LANGUAGES, DEFAULT_LANGUAGE } from '@yardfleet/domain/locale/language';
import { knownIssueRules } from './a11y-known-issues';
import { withApp } from './decorators/app';
import { messagesLoader, withIntl } from './decorators/intl';
import './preview.css';

/**
 * Global story setup: the language and region toolbars (rules 1.5, 1.6), MSW (every story declares its
 * own handlers in `parameters.msw`; nothing answers otherwise), and axe checks that fail the story
 * tests on any violation (`a11y.test = 'error'`).
 */
// Lazy screens load their chunk on first use; give findBy* queries time for it on 2 shared cores.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language (rules 1.5)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: `${LANGUAGE_NAMES[language]} (${language})` })),
        dynamicTitle: true,
      },
    },
    region: {
      description: 'Region: logo and date format (rules 1.6)',
      toolbar: {
        title: 'Region',
        icon: 'location',
        items: [
          { value: 'na', title: 'North America (MM/DD/YYYY)' },
          { value: 'eu', title: 'Europe, .eu host (DD/MM/YYYY)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: DEFAULT_LANGUAGE, region: 'na' },
  loaders: [mswLoader(), messagesLoader],
  // Later decorators wrap earlier ones: withIntl is outermost, withApp (web stories) inside it.
  decorators: [withApp, withIntl],
  parameters: {
    // Any axe violation fails the story tests, except the reported ones listed in a11y-known-issues.ts.
    a11y: { test: 'error', config: { rules: knownIssueRules } },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
