/**
 * Message id prefixes of the login scope: what the logged-out first route (/login, Not found, the
 * shell's language switch, toasts and the messages of rules 8.5) shows. Only this part of a catalogue
 * loads with the first route; the rest loads before any other screen (rules 21.2; decision 0006: at most
 * 150 KB of gzipped JavaScript on the first route).
 */
export const LOGIN_SCOPE_PREFIXES = ['common', 'error', 'login', 'notFound', 'shell', 'ui', 'validation'] as const;

/**
 * Parts of those prefixes that the logged-out first route never shows, so they load with the whole
 * catalogue instead: the route titles of the sidebar, tabs and breadcrumb (no shell before login),
 * the map kit's, the pagination's and the power diagrams' words, the rules 8.5 texts of logged-in screens and link pages
 * (devices, location, passwords, invalid links) and the validation texts of forms other than the
 * login form (which checks only email, password presence and the agreement).
 */
export const LOGIN_SCOPE_EXCLUDED = [
  'shell.route.',
  'shell.breadcrumb.',
  'ui.map.',
  'ui.pagination.',
  'ui.power.',
  'error.accessRestricted',
  'error.authoriseLocation',
  'error.companyNameNotSet',
  'error.deviceOffline',
  'error.invalid',
  'error.locationUnavailable',
  'error.newPasswordFailed',
  'error.noDeviceLocation',
  'error.oldPasswordFailed',
  'error.updateFirmware',
  'validation.noOuterSpaces',
  'validation.noSpaces',
  'validation.notANumber',
  'validation.outOfRange',
  'validation.password',
  'validation.required',
  'validation.tooLong',
] as const;

/** Login-form texts that a broader exclusion above would otherwise catch. */
const LOGIN_SCOPE_KEPT: readonly string[] = ['validation.passwordRequired'];

/** True when message `id` belongs to the login scope ("login.submit" does, "people.title" and "shell.route.home" do not). */
export const inLoginScope = (id: string): boolean =>
  (LOGIN_SCOPE_PREFIXES as readonly string[]).includes(id.split('.')[0] ?? '') &&
  (LOGIN_SCOPE_KEPT.includes(id) || !LOGIN_SCOPE_EXCLUDED.some((part) => id.startsWith(part)));
