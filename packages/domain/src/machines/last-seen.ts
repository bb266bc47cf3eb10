/**
 * Last-seen buckets (rules 4.4): now, minutes ago, hours ago, days ago.
 * `now` covers the first minute; minutes up to an hour; hours up to a day; days beyond.
 */
export type LastSeen =
  | { readonly unit: 'never' }
  | { readonly unit: 'now' }
  | { readonly unit: 'minutes'; readonly value: number }
  | { readonly unit: 'hours'; readonly value: number }
  | { readonly unit: 'days'; readonly value: number };

/**
 * The bucket for a device last seen at `lastSeenAt` (ISO string or null) as of `now`.
 * A time in the future (clock skew) counts as now.
 */
export const lastSeenBucket = (lastSeenAt: string | null, now: Date): LastSeen => {
  if (lastSeenAt === null) return { unit: 'never' };
  const seconds = Math.max(0, (now.getTime() - Date.parse(lastSeenAt)) / 1000);
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  return { unit: 'days', value: Math.floor(seconds / 86_400) };
};
