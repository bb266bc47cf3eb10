/**
 * The named sites of the demo's charge systems that are not warehouses (gateways.site_name, issue
 * 9): Brightline Power Services' depots west of Chicago, beside its Naperville Charging Yard.
 * Positions are those of real places (Aurora's transportation centre, Wheaton's fairgrounds).
 */
export const BRIGHTLINE_DEPOTS = {
  aurora: { name: 'Aurora Depot', lat: 41.7613, lng: -88.3085 },
  wheaton: { name: 'Wheaton Depot', lat: 41.862, lng: -88.138 },
} as const;

/** Company-local time zone of both demo companies (companies.time_zone). */
export const DEMO_TIME_ZONE = 'America/Chicago';
