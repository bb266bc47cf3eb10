import { createHash } from 'node:crypto';

/**
 * The device credentials the scale seed stores (issue 12 item 3), for benchmarks that send device
 * or gateway reports to a scale-seeded database: the same formulas as scale-sql.ts. Deterministic
 * on purpose; the seed refuses any database that could hold real accounts (scale-company.ts).
 */

/** The device secret of a scale-seeded machine or gateway: hex SHA-256 of `yardfleet-scale:<id>`. */
export const scaleDeviceSecret = (id: string): string => createHash('sha256').update(`yardfleet-scale:${id}`, 'utf8').digest('hex');

/** The credential id (the device id header) of a scale-seeded machine or gateway: `md5('yardfleet-scale-credential:<id>')` as a UUID. */
export const scaleCredentialId = (id: string): string => {
  const hex = createHash('md5').update(`yardfleet-scale-credential:${id}`, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
