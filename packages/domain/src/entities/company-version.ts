/**
 * Company versions (rules 1.4, 6.6), free of codecs so the smallest scripts (the web app's route
 * preload) can use them: the full version unlocks the inventory screens and the inventory home;
 * the power-only version has the power home.
 */

/** The company version that unlocks the inventory home (rules 1.4). */
export const FULL_VERSION = 'FULL_VERSION';
/** The power-only company version (power home). */
export const POWER_VERSION = 'POWER_VERSION';

/** True when the user's company is the full version (inventory home, rules 6.6); `companyRole` as login/info answers it, or absent (not known). */
export const isFullVersion = (user: { readonly companyRole?: string | null | undefined }): boolean => user.companyRole === FULL_VERSION;
