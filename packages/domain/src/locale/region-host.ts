/** Regions (rules 1.6): eu when the host ends in .eu, otherwise na. */
export type Region = 'eu' | 'na';

/**
 * Rules 1.6: region eu for hosts ending in ".eu" (port ignored, case-insensitive), otherwise na.
 * Kept apart from region.ts (which re-exports it) so that a browser bundle can decide the region
 * without pulling in the date formatting library.
 */
export const regionFromHost = (host: string): Region => {
  const name = (host.split(':')[0] ?? '').toLowerCase().replace(/\.$/, '');
  return name.endsWith('.eu') ? 'eu' : 'na';
};
