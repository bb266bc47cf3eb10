/**
 * The metro areas the scale seed (rules 21.14) spreads its warehouses over: real US cities,
 * their centres, states, ZIP prefixes and time-zone offsets, and street names of the kind yards and
 * depots stand on. Data only.
 */

/** One metro area: a city centre, its state and the UTC offset of its standard time (hours). */
export interface Metro {
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly lat: number;
  readonly lng: number;
  readonly utcOffsetHours: number;
}

/** Forty US metro areas, largest first. */
export const METROS: readonly Metro[] = [
  { city: 'New York', state: 'NY', zip: '10', lat: 40.7128, lng: -74.006, utcOffsetHours: -5 },
  { city: 'Los Angeles', state: 'CA', zip: '90', lat: 34.0522, lng: -118.2437, utcOffsetHours: -8 },
  { city: 'Chicago', state: 'IL', zip: '60', lat: 41.8781, lng: -87.6298, utcOffsetHours: -6 },
  { city: 'Dallas', state: 'TX', zip: '75', lat: 32.7767, lng: -96.797, utcOffsetHours: -6 },
  { city: 'Houston', state: 'TX', zip: '77', lat: 29.7604, lng: -95.3698, utcOffsetHours: -6 },
  { city: 'Washington', state: 'DC', zip: '20', lat: 38.9072, lng: -77.0369, utcOffsetHours: -5 },
  { city: 'Philadelphia', state: 'PA', zip: '19', lat: 39.9526, lng: -75.1652, utcOffsetHours: -5 },
  { city: 'Miami', state: 'FL', zip: '33', lat: 25.7617, lng: -80.1918, utcOffsetHours: -5 },
  { city: 'Atlanta', state: 'GA', zip: '30', lat: 33.749, lng: -84.388, utcOffsetHours: -5 },
  { city: 'Boston', state: 'MA', zip: '02', lat: 42.3601, lng: -71.0589, utcOffsetHours: -5 },
  { city: 'Phoenix', state: 'AZ', zip: '85', lat: 33.4484, lng: -112.074, utcOffsetHours: -7 },
  { city: 'San Francisco', state: 'CA', zip: '94', lat: 37.7749, lng: -122.4194, utcOffsetHours: -8 },
  { city: 'Riverside', state: 'CA', zip: '92', lat: 33.9806, lng: -117.3755, utcOffsetHours: -8 },
  { city: 'Detroit', state: 'MI', zip: '48', lat: 42.3314, lng: -83.0458, utcOffsetHours: -5 },
  { city: 'Seattle', state: 'WA', zip: '98', lat: 47.6062, lng: -122.3321, utcOffsetHours: -8 },
  { city: 'Minneapolis', state: 'MN', zip: '55', lat: 44.9778, lng: -93.265, utcOffsetHours: -6 },
  { city: 'San Diego', state: 'CA', zip: '92', lat: 32.7157, lng: -117.1611, utcOffsetHours: -8 },
  { city: 'Tampa', state: 'FL', zip: '33', lat: 27.9506, lng: -82.4572, utcOffsetHours: -5 },
  { city: 'Denver', state: 'CO', zip: '80', lat: 39.7392, lng: -104.9903, utcOffsetHours: -7 },
  { city: 'St. Louis', state: 'MO', zip: '63', lat: 38.627, lng: -90.1994, utcOffsetHours: -6 },
  { city: 'Baltimore', state: 'MD', zip: '21', lat: 39.2904, lng: -76.6122, utcOffsetHours: -5 },
  { city: 'Orlando', state: 'FL', zip: '32', lat: 28.5383, lng: -81.3792, utcOffsetHours: -5 },
  { city: 'Charlotte', state: 'NC', zip: '28', lat: 35.2271, lng: -80.8431, utcOffsetHours: -5 },
  { city: 'San Antonio', state: 'TX', zip: '78', lat: 29.4241, lng: -98.4936, utcOffsetHours: -6 },
  { city: 'Portland', state: 'OR', zip: '97', lat: 45.5152, lng: -122.6784, utcOffsetHours: -8 },
  { city: 'Sacramento', state: 'CA', zip: '95', lat: 38.5816, lng: -121.4944, utcOffsetHours: -8 },
  { city: 'Pittsburgh', state: 'PA', zip: '15', lat: 40.4406, lng: -79.9959, utcOffsetHours: -5 },
  { city: 'Austin', state: 'TX', zip: '78', lat: 30.2672, lng: -97.7431, utcOffsetHours: -6 },
  { city: 'Las Vegas', state: 'NV', zip: '89', lat: 36.1699, lng: -115.1398, utcOffsetHours: -8 },
  { city: 'Cincinnati', state: 'OH', zip: '45', lat: 39.1031, lng: -84.512, utcOffsetHours: -5 },
  { city: 'Kansas City', state: 'MO', zip: '64', lat: 39.0997, lng: -94.5786, utcOffsetHours: -6 },
  { city: 'Columbus', state: 'OH', zip: '43', lat: 39.9612, lng: -82.9988, utcOffsetHours: -5 },
  { city: 'Indianapolis', state: 'IN', zip: '46', lat: 39.7684, lng: -86.1581, utcOffsetHours: -5 },
  { city: 'Cleveland', state: 'OH', zip: '44', lat: 41.4993, lng: -81.6944, utcOffsetHours: -5 },
  { city: 'Nashville', state: 'TN', zip: '37', lat: 36.1627, lng: -86.7816, utcOffsetHours: -6 },
  { city: 'Raleigh', state: 'NC', zip: '27', lat: 35.7796, lng: -78.6382, utcOffsetHours: -5 },
  { city: 'Milwaukee', state: 'WI', zip: '53', lat: 43.0389, lng: -87.9065, utcOffsetHours: -6 },
  { city: 'Jacksonville', state: 'FL', zip: '32', lat: 30.3322, lng: -81.6557, utcOffsetHours: -5 },
  { city: 'Oklahoma City', state: 'OK', zip: '73', lat: 35.4676, lng: -97.5164, utcOffsetHours: -6 },
  { city: 'Salt Lake City', state: 'UT', zip: '84', lat: 40.7608, lng: -111.891, utcOffsetHours: -7 },
];

/** Streets that yards, depots and service centres stand on. */
export const STREETS: readonly string[] = [
  'Industrial Pkwy',
  'Commerce Dr',
  'Distribution Way',
  'Warehouse Rd',
  'Logistics Blvd',
  'Enterprise Ave',
  'Depot St',
  'Service Rd',
  'Freight Ln',
  'Harbor Dr',
  'Airport Rd',
  'Rail Yard Rd',
  'Mill St',
  'Foundry Ave',
  'Quarry Rd',
  'Grove Ave',
  'Parkside Dr',
  'Meadow Ln',
  'Orchard Rd',
  'Riverside Dr',
];

/** What the work sites around a warehouse are: parks, campuses, estates and the like. */
export const SITE_KINDS: readonly string[] = [
  'Park',
  'Campus',
  'Golf Course',
  'Cemetery',
  'Business Park',
  'Sports Fields',
  'Estate',
  'Greenway',
  'Arboretum',
  'Fairgrounds',
];

/** The kinds of yard a warehouse is, used in its name ("Dallas North Depot 3"). */
export const YARD_KINDS: readonly string[] = ['Depot', 'Yard', 'Service Center', 'Equipment Barn', 'Shop'];

/** Compass parts of a metro, used in names. */
export const QUARTERS: readonly string[] = ['North', 'South', 'East', 'West', 'Central', 'Northeast', 'Northwest', 'Southeast', 'Southwest'];
