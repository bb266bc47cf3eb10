// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '@yardfleet/domain/constants';
import { MOBILE_QUERY } from './use-media-query';

const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(here, '../styles.css');

/** The media query of each of `classes` in the app's compiled stylesheet (Tailwind, as Vite builds it). */
const mediaOf = async (classes: readonly string[]): Promise<Record<string, string>> => {
  const compiler = await compile(readFileSync(entry, 'utf8'), { base: dirname(entry), onDependency: () => undefined });
  const css = compiler.build([...classes]);
  const found: Record<string, string> = {};
  for (const name of classes) {
    const selector = `.${name.replace(':', '\\:')}`;
    const at = css.indexOf(selector);
    const media = css.slice(0, at).match(/@media ([^{]+)\{[^@]*$/);
    found[name] = at < 0 || media === null ? 'none' : (media[1] ?? '').trim();
  }
  return found;
};

describe('the 992 px breakpoint (rules 9.4), one for code and CSS', () => {
  it('is Tailwind’s lg in the app’s stylesheet, and the shell’s media query', async () => {
    const rem = MOBILE_BREAKPOINT_PX / 16;
    expect(MOBILE_BREAKPOINT_PX).toBe(992);
    expect(await mediaOf(['lg:table-cell', 'max-lg:block'])).toEqual({ 'lg:table-cell': `(width >= ${rem}rem)`, 'max-lg:block': `(width < ${rem}rem)` });
    // The shell's JavaScript query matches below the same width (px = rem × 16 at the browser's default size).
    const max = Number(/max-width:\s*([\d.]+)px/.exec(MOBILE_QUERY)?.[1]);
    expect(max).toBeLessThan(MOBILE_BREAKPOINT_PX);
    expect(max).toBeGreaterThan(MOBILE_BREAKPOINT_PX - 1);
  });

  it('keeps the other breakpoints in order around it', async () => {
    const media = await mediaOf(['md:block', 'lg:block', 'xl:block']);
    const widths = Object.values(media).map((query) => Number(/([\d.]+)rem/.exec(query)?.[1]));
    expect(widths).toEqual([48, 62, 80]);
  });
});
