/** Longest endpoint URL, characters. */
export const WEBHOOK_URL_MAX = 2_000;

/**
 * Why a URL is refused: not a URL, a scheme other than https (http only to 127.0.0.1 in the demo),
 * a user name or password in it, too long, or a host written as an address outside the public ranges.
 */
export type WebhookUrlProblem = 'not_a_url' | 'scheme' | 'credentials' | 'too_long' | 'private_address';

/**
 * Whether outbound calls may reach the loopback address 127.0.0.1 over http: only when the server
 * runs the demo or development mode (docs/api.md "Webhooks"), never in production.
 */
export interface OutboundMode {
  readonly allowLoopbackHttp: boolean;
}

/** The parts of a parsed URL the rule reads (WHATWG URL: `protocol` ends with `:`; an IPv6 host keeps its brackets). */
export interface WebhookUrlParts {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}

/** The demo's one loopback address reachable over http. */
export const DEMO_LOOPBACK_ADDRESS = '127.0.0.1';

/**
 * The URL rule of webhook endpoints (docs/api.md "Webhooks"): an absolute `https:` URL without
 * user name or password, at most WEBHOOK_URL_MAX characters (`length`); with `mode.allowLoopbackHttp`
 * (demo and development) also `http://127.0.0.1[:port]/...`. `parts` null: not a URL. The host's
 * address ranges (SSRF) are judged by the server with `hostIsRefusedAddress` (a host written as an
 * address outside the public unicast ranges, the demo's 127.0.0.1 aside) and again at each delivery
 * on the resolved addresses.
 * @returns the problem, or null when the URL is allowed.
 */
export const webhookUrlProblem = (
  parts: WebhookUrlParts | null,
  length: number,
  mode: OutboundMode,
  hostIsRefusedAddress: (host: string) => boolean,
): WebhookUrlProblem | null => {
  if (length > WEBHOOK_URL_MAX) return 'too_long';
  if (parts === null) return 'not_a_url';
  if (parts.username !== '' || parts.password !== '') return 'credentials';
  const host = parts.hostname.replace(/^\[|\]$/g, '');
  const loopbackDemo = mode.allowLoopbackHttp && host === DEMO_LOOPBACK_ADDRESS;
  if (parts.protocol !== 'https:' && !(parts.protocol === 'http:' && loopbackDemo)) return 'scheme';
  if (!loopbackDemo && hostIsRefusedAddress(host)) return 'private_address';
  return null;
};
