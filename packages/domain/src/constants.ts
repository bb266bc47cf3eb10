/** Business constants and limits (rules 9), in the units their names say. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** Default maximum length of a name-like field (rules 5.6, 9.1). */
export const NAME_MAX_LENGTH = 50;
/** Free text must stay under this many characters (rules 5.6, 9.1). */
export const FREE_TEXT_MAX_LENGTH = 5000;
export const REMINDER_MIN = 1;
export const REMINDER_MAX = 9999;
/** Request timeout of the web client, ms (rules 7.6, 9.3). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** After code 1401 the session is ended after confirm or after this many ms (rules 8.1). */
export const LOGOUT_AFTER_1401_MS = 5 * 60_000;
/** After code 1170042004 the session is ended after this many ms (rules 8.1). */
export const LOGOUT_AFTER_1170042004_MS = 3_000;
/** Default toast duration, ms (rules 9.3). */
export const TOAST_DURATION_MS = 3_000;
/** Lazy screen load: delay before showing the loader and overall timeout, ms (rules 9.3). */
export const LAZY_LOAD_DELAY_MS = 200;
export const LAZY_LOAD_TIMEOUT_MS = 60_000;
/** Below this viewport width (px) the sidebar collapses (rules 2.3, 9.4). */
export const MOBILE_BREAKPOINT_PX = 992;
/** Table height: at least this many px, else viewport minus TABLE_VIEWPORT_OFFSET_PX (rules 9.4). */
export const TABLE_MIN_HEIGHT_PX = 600;
export const TABLE_VIEWPORT_OFFSET_PX = 170;
/** Width of the language switcher, px (rules 9.4). */
export const LANGUAGE_SWITCHER_WIDTH_PX = 164;
/** Unread notifications of the demo admin's company at start (rules 2.7); the bell shows the server's count. */
export const INITIAL_NOTIFICATION_COUNT = 5;
/** The `deviceType` header value of the web client (rules 7.4). */
export const WEB_DEVICE_TYPE = 1;
/** Page sizes offered by lists. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * The most matches a filtered equipment list counts (rules 2.10, 21.6): past it the total reads
 * "more than 1,000" and the pages stop there (20 pages of 50), so a filter matching half of
 * 100,000 machines costs what a page does; the unfiltered list and searches count exactly.
 */
export const FILTERED_TOTAL_CAP = 1_000;
