// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../..', import.meta.url));
const formatjs = fileURLToPath(new URL('../../../../../node_modules/.bin/formatjs', import.meta.url));

describe('lang/en-US.json', () => {
  it('is exactly what `npm run i18n:extract` produces from the sources (production builds rely on it)', () => {
    const extracted = execFileSync(
      formatjs,
      [
        'extract',
        'src/**/*.{ts,tsx}',
        '../../packages/ui/src/**/*.tsx',
        '--ignore',
        '**/*.test.{ts,tsx}',
        '--ignore',
        '**/*.stories.{ts,tsx}',
        '--ignore',
        'src/testing/**',
        '--format',
        'simple',
      ],
      { cwd: webDir, encoding: 'utf8' },
    );
    const committed = JSON.parse(readFileSync(`${webDir}/lang/en-US.json`, 'utf8')) as unknown;
    expect(committed).toEqual(JSON.parse(extracted));
  });
});
