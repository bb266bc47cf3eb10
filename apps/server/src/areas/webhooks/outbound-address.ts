import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DEMO_LOOPBACK_ADDRESS, type OutboundMode } from '@yardfleet/domain/webhooks/webhook-url';

/**
 * True when `address` (IPv4 or IPv6 text) is a public unicast address an outbound call may reach
 * (SSRF, docs/api.md "Webhooks"): only ipaddr.js's `unicast` range passes, so private (10/8,
 * 172.16/12, 192.168/16), loopback, link-local (169.254/16, fe80::/10), unique-local (fc00::/7),
 * multicast, carrier-grade NAT, unspecified, broadcast and reserved ranges are refused; an
 * IPv4-mapped IPv6 address is judged as its IPv4 address. False for an invalid text.
 */
export const isPublicAddress = (address: string): boolean => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** True when `address` may be connected to in `mode`: a public address, or 127.0.0.1 itself when the demo allows it. */
export const isReachableAddress = (address: string, mode: OutboundMode): boolean =>
  isPublicAddress(address) || (mode.allowLoopbackHttp && ipaddr.isValid(address) && ipaddr.process(address).toString() === DEMO_LOOPBACK_ADDRESS);

/** True when `host` is written as an address (not a name) outside the public ranges: the URL rule's SSRF check at registration. */
export const hostIsRefusedAddress = (host: string): boolean => isIP(host) !== 0 && !isPublicAddress(host);

/** The error of a call refused before connecting: the host resolved to an address outside the public ranges. */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address} (private, loopback, link-local or reserved)`);
    this.name = 'RefusedAddressError';
  }
}

/** How host names are resolved: node:dns's `lookup` with `all: true` (tests inject a fixed answer). */
export type Resolver = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

/** The system resolver (node:dns `lookup`, every address). */
export const systemResolver: Resolver = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * A `lookup` for node:http's connect that resolves the host with `resolve` and refuses the
 * connection when any of its addresses is not reachable in `mode` (RefusedAddressError), so the
 * socket connects only to an address that was checked: a name that resolves to a private address
 * at delivery time (DNS rebinding) is refused like one written as that address.
 */
export const validatingLookup =
  (mode: OutboundMode, resolve: Resolver = systemResolver): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, (error, all) => {
      if (error !== null) return callback(error, '', 0);
      const refused = all.find((a) => !isReachableAddress(a.address, mode));
      const first = all[0];
      if (refused !== undefined) return callback(new RefusedAddressError(refused.address), '', 0);
      if (first === undefined) return callback(new Error(`no address for ${hostname}`), '', 0);
      const family = typeof options.family === 'number' ? options.family : 0;
      const wanted = family === 0 ? all : all.filter((a) => a.family === family);
      if (options.all === true) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
      const one = wanted[0] ?? first;
      return callback(null, one.address, one.family);
    });
  };
