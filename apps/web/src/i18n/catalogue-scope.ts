/**
 * Message id prefixes of the login scope: what the logged-out first route (/login, Not found, the
 * shell's language switch, toasts and the SPEC 8 messages) shows. Only this part of a catalogue
 * loads with the first route; the rest loads before any other screen (issue 2: at most 150 KB of
 * gzipped JavaScript on the first route).
 */
export const LOGIN_SCOPE_PREFIXES = ['common', 'error', 'login', 'notFound', 'shell', 'ui', 'validation'] as const;

/** True when message `id` belongs to the login scope ("login.submit" does, "people.title" does not). */
export const inLoginScope = (id: string): boolean => (LOGIN_SCOPE_PREFIXES as readonly string[]).includes(id.split('.')[0] ?? '');
