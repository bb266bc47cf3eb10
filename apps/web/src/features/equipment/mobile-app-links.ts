/**
 * Where the Yardfleet mobile app is downloaded (rules 1.3: equipment is added only through the mobile
 * app, never in the web product): its App Store and Google Play pages, absolute https URLs.
 */
export const MOBILE_APP_LINKS = {
  appStore: 'https://apps.apple.com/app/yardfleet/id6470000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.yardfleet.app',
} as const;
