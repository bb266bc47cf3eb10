/** A place of the demo: a real street address and its position (geocoded from the street grid, within about 100 m). */
export interface Place {
  readonly name: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
}

/** Greenway Grounds Care's three warehouses (Chicago), with geofence radii in metres. */
export const GREENWAY_WAREHOUSES: readonly (Place & { readonly radiusM: number })[] = [
  { name: 'South Depot', address: '3901 S Ashland Ave, Chicago, IL 60609', lat: 41.8236, lng: -87.6655, radiusM: 150 },
  { name: 'North Depot', address: '2600 N Elston Ave, Chicago, IL 60647', lat: 41.929, lng: -87.6727, radiusM: 120 },
  { name: 'West Depot', address: '1800 S Kostner Ave, Chicago, IL 60623', lat: 41.8576, lng: -87.734, radiusM: 130 },
];

/** Brightline Power Services' charging yard (Naperville). */
export const BRIGHTLINE_YARD: Place & { readonly radiusM: number } = {
  name: 'Naperville Charging Yard',
  address: '1200 W Ogden Ave, Naperville, IL 60563',
  lat: 41.7823,
  lng: -88.1717,
  radiusM: 100,
};

/** Work sites named by the "Site" tags; machines out for work are spread within `spreadM` of them. */
export const WORK_SITES: readonly (Place & { readonly tag: 'Downtown' | 'Lakeside Park' | 'University Campus'; readonly spreadM: number })[] = [
  { tag: 'Downtown', name: 'Grant Park', address: '337 E Randolph St, Chicago, IL 60601', lat: 41.8756, lng: -87.6189, spreadM: 600 },
  { tag: 'Lakeside Park', name: 'Lincoln Park', address: '2045 N Lincoln Park W, Chicago, IL 60614', lat: 41.9214, lng: -87.6338, spreadM: 700 },
  { tag: 'University Campus', name: 'University of Chicago', address: '5801 S Ellis Ave, Chicago, IL 60637', lat: 41.7886, lng: -87.5987, spreadM: 500 },
];

/** The dealer directory (rules 3.8). Dealer names are invented; their addresses are real street addresses. */
export const DEALERS: readonly (Place & {
  readonly town: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
  readonly telephone: string;
  readonly category: string;
  readonly slug: string;
})[] = [
  {
    name: 'Lakeshore Outdoor Power',
    slug: 'lakeshore-outdoor-power',
    address: '1000 W Diversey Pkwy',
    town: 'Lakeview',
    city: 'Chicago',
    state: 'IL',
    postcode: '60614',
    telephone: '+1 773-555-0141',
    category: 'Authorized dealer',
    lat: 41.9325,
    lng: -87.6535,
  },
  {
    name: 'Evanston Mower & Saw',
    slug: 'evanston-mower-saw',
    address: '1620 Sherman Ave',
    town: 'Downtown Evanston',
    city: 'Evanston',
    state: 'IL',
    postcode: '60201',
    telephone: '+1 847-555-0177',
    category: 'Service center',
    lat: 42.0461,
    lng: -87.6816,
  },
  {
    name: 'Oak Park Battery Equipment',
    slug: 'oak-park-battery-equipment',
    address: '1000 Lake St',
    town: 'Downtown Oak Park',
    city: 'Oak Park',
    state: 'IL',
    postcode: '60301',
    telephone: '+1 708-555-0112',
    category: 'Authorized dealer',
    lat: 41.8885,
    lng: -87.7995,
  },
  {
    name: 'DuPage Turf Supply',
    slug: 'dupage-turf-supply',
    address: '100 S Washington St',
    town: 'Downtown Naperville',
    city: 'Naperville',
    state: 'IL',
    postcode: '60540',
    telephone: '+1 630-555-0163',
    category: 'Parts and service',
    lat: 41.7716,
    lng: -88.1479,
  },
  {
    name: 'Northwest Power Tools',
    slug: 'northwest-power-tools',
    address: '1400 E Golf Rd',
    town: 'Woodfield',
    city: 'Schaumburg',
    state: 'IL',
    postcode: '60173',
    telephone: '+1 847-555-0129',
    category: 'Authorized dealer',
    lat: 42.0464,
    lng: -88.0372,
  },
  {
    name: 'Will County Lawn & Garden',
    slug: 'will-county-lawn-garden',
    address: '150 W Jefferson St',
    town: 'Downtown Joliet',
    city: 'Joliet',
    state: 'IL',
    postcode: '60432',
    telephone: '+1 815-555-0190',
    category: 'Service center',
    lat: 41.5262,
    lng: -88.0839,
  },
];

/** Metres per degree of latitude, and of longitude at `lat`. */
const M_PER_DEG_LAT = 111_320;
/** A point `distanceM` metres from `center` towards `bearingRad` (flat-earth offset, fine below a few km). */
export const offset = (center: { readonly lat: number; readonly lng: number }, distanceM: number, bearingRad: number): { lat: number; lng: number } => ({
  lat: center.lat + (distanceM * Math.cos(bearingRad)) / M_PER_DEG_LAT,
  lng: center.lng + (distanceM * Math.sin(bearingRad)) / (M_PER_DEG_LAT * Math.cos((center.lat * Math.PI) / 180)),
});
