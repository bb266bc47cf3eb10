import type { Config } from 'tailwindcss';
import { MOBILE_BREAKPOINT_PX } from '@yardfleet/domain/constants';

/** Pixels per rem in a media query: the browser's initial font size (16 px unless the user changed it). */
const PX_PER_REM = 16;

/**
 * Tailwind's `lg` breakpoint: the 992 px of rules 9.4 (`MOBILE_BREAKPOINT_PX`, the constant the code's
 * media queries use), instead of Tailwind's default 1024 px. In rem like Tailwind's other
 * breakpoints (62rem), so `sm` < `md` < `lg` < `xl` < `2xl` still sort in order.
 */
export const LG_BREAKPOINT = `${MOBILE_BREAKPOINT_PX / PX_PER_REM}rem`;

/**
 * The Tailwind theme taken from code, loaded by `@config` in the app's entry stylesheet
 * (apps/web/src/styles.css, which Storybook's preview.css imports): one source for the breakpoint
 * of the CSS (`lg:`, `max-lg:`, the responsive table's cards) and of the code (the shell's drawer).
 * Everything else of the theme stays in CSS (`@theme`).
 */
const config = { theme: { extend: { screens: { lg: LG_BREAKPOINT } } } } satisfies Config;
export default config;
