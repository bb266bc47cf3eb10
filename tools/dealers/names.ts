import type { DealerCategory } from '@yardfleet/domain/dealers/dealer-codes';
import type { Prng } from '@yardfleet/server/seed/prng';
import type { Town } from './places';

/**
 * Dealer names, street addresses and categories in each country's convention: US "1420 Main St",
 * DE and AT "Hauptstraße 12", FR and Wallonia "12 rue de la République", NL and Flanders
 * "Dorpsstraat 5", ES "Calle Mayor 8", IT "Via Roma 15". Names are invented outdoor power
 * equipment businesses ("<Town> Outdoor Power", "Garten- und Forsttechnik <Name>", "Motoculture <Town>").
 */

/** The language conventions a dealer follows: Belgium splits between Flanders (nl) and Wallonia and Brussels (fr). */
type Convention = 'us' | 'de' | 'fr' | 'nl' | 'es' | 'it';

const conventionOf = (town: Town): Convention => {
  switch (town.country) {
    case 'US':
      return 'us';
    case 'DE':
    case 'AT':
      return 'de';
    case 'FR':
      return 'fr';
    case 'NL':
      return 'nl';
    case 'BE':
      return town.admin1 === 'VLG' ? 'nl' : 'fr';
    case 'ES':
      return 'es';
    case 'IT':
      return 'it';
    default:
      throw new Error(`no naming convention for ${town.country}`);
  }
};

const SURNAMES: Readonly<Record<Convention, readonly string[]>> = {
  us: [
    'Anderson',
    'Baker',
    'Carlson',
    'Dawson',
    'Fischer',
    'Garrett',
    'Hansen',
    'Keller',
    'Larson',
    'Miller',
    'Nelson',
    'Olsen',
    'Peterson',
    'Reed',
    'Schultz',
    'Thompson',
    'Walker',
    'Young',
  ],
  de: [
    'Bauer',
    'Becker',
    'Fischer',
    'Hofmann',
    'Huber',
    'Koch',
    'Maier',
    'Müller',
    'Schmid',
    'Schneider',
    'Schröder',
    'Wagner',
    'Weber',
    'Winkler',
    'Wolf',
    'Zimmermann',
  ],
  fr: [
    'Bernard',
    'Bonnet',
    'Dubois',
    'Durand',
    'Fournier',
    'Girard',
    'Lambert',
    'Laurent',
    'Lefèvre',
    'Martin',
    'Mercier',
    'Moreau',
    'Petit',
    'Roux',
    'Simon',
    'Vincent',
  ],
  nl: ['Bakker', 'de Boer', 'de Jong', 'Dekker', 'Jansen', 'Janssens', 'Maes', 'Mulder', 'Peeters', 'Smit', 'van Dijk', 'Visser', 'Willems', 'Wouters'],
  es: ['Fernández', 'García', 'Gómez', 'González', 'Hernández', 'López', 'Martín', 'Martínez', 'Moreno', 'Pérez', 'Rodríguez', 'Ruiz', 'Sánchez', 'Torres'],
  it: ['Bianchi', 'Bruno', 'Colombo', 'Conti', 'Costa', 'Esposito', 'Ferrari', 'Gallo', 'Greco', 'Lombardi', 'Marino', 'Ricci', 'Romano', 'Rossi'],
};

/** Name patterns; `{town}` and `{surname}` are filled in. */
const NAMES: Readonly<Record<Convention, readonly string[]>> = {
  us: [
    '{town} Outdoor Power',
    '{town} Mower & Saw',
    '{town} Lawn & Garden',
    '{town} Power Equipment',
    '{surname} Outdoor Equipment',
    '{surname} & Sons Power Equipment',
    '{town} Small Engine',
    '{surname} Turf & Tractor',
  ],
  de: [
    'Garten- und Forsttechnik {surname}',
    'Motorgeräte {surname}',
    '{surname} Landtechnik',
    'Gartentechnik {town}',
    'Motorgeräte-Service {town}',
    '{surname} Garten- und Kommunaltechnik',
  ],
  fr: [
    'Motoculture {town}',
    '{surname} Motoculture',
    'Espace Vert {town}',
    'Jardin Service {town}',
    'Motoculture de Plaisance {surname}',
    'Établissements {surname}',
  ],
  nl: ['Tuinmachines {town}', '{surname} Tuin- en Parktechniek', 'Groentechniek {town}', '{surname} Motoren en Tuinmachines', 'Tuin & Park {town}'],
  es: ['Maquinaria de Jardín {town}', 'Motocultores {surname}', 'Agrojardín {town}', 'Talleres {surname}', 'Jardinería y Maquinaria {surname}'],
  it: ['Motocoltura {town}', '{surname} Macchine da Giardino', 'Giardinaggio {surname}', 'Agrimeccanica {town}', 'Centro Verde {town}'],
};

const STREETS: Readonly<Record<Convention, readonly string[]>> = {
  us: [
    'Main St',
    'Oak St',
    'Elm St',
    'Maple Ave',
    'Park Ave',
    'Washington St',
    'Lincoln Ave',
    'Industrial Dr',
    'Commerce Dr',
    'Market St',
    'Broadway',
    'Highland Ave',
    'Mill Rd',
    'Center St',
  ],
  de: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Industriestraße',
    'Gewerbestraße',
    'Dorfstraße',
    'Schulstraße',
    'Gartenstraße',
    'Raiffeisenstraße',
    'Lindenstraße',
    'Am Gewerbepark',
    'Mühlenweg',
  ],
  fr: [
    'rue de la République',
    'avenue Jean Jaurès',
    'rue Victor Hugo',
    'rue du Général de Gaulle',
    'rue de l’Église',
    'avenue de la Gare',
    'rue Pasteur',
    'route Nationale',
    'rue des Artisans',
    'rue du Moulin',
  ],
  nl: ['Dorpsstraat', 'Industrieweg', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Nijverheidsweg', 'Hoofdstraat', 'Ambachtsweg', 'Stationsstraat'],
  es: [
    'Calle Mayor',
    'Calle Real',
    'Avenida de la Constitución',
    'Calle de la Industria',
    'Calle San Juan',
    'Avenida de Andalucía',
    'Calle del Molino',
    'Carretera General',
  ],
  it: [
    'Via Roma',
    'Via Giuseppe Garibaldi',
    'Via Giuseppe Mazzini',
    'Corso Italia',
    'Via dell’Industria',
    'Via Vittorio Emanuele II',
    'Via Cavour',
    'Via dell’Artigianato',
  ],
};

const fill = (pattern: string, town: Town, surname: string): string => pattern.replace('{town}', town.name).replace('{surname}', surname);

/** An invented dealer name for `town`. */
export const dealerName = (rng: Prng, town: Town): string => {
  const convention = conventionOf(town);
  return fill(rng.pick(NAMES[convention]), town, rng.pick(SURNAMES[convention]));
};

/** A street address in the country's convention (Wallonia writes the number after the street). */
export const streetAddress = (rng: Prng, town: Town): string => {
  const convention = conventionOf(town);
  const street = rng.pick(STREETS[convention]);
  switch (convention) {
    case 'us':
      return `${rng.int(10, 98) * (rng.chance(0.5) ? 10 : 100) + rng.int(0, 9)} ${street}`;
    case 'fr': {
      const number = rng.int(1, 180);
      return town.country === 'BE' ? `${street.charAt(0).toUpperCase()}${street.slice(1)} ${number}` : `${number} ${street}`;
    }
    default:
      return `${street} ${rng.int(1, 160)}`;
  }
};

/** The mailbox name of a dealer's sales address in its convention. */
export const mailbox = (town: Town): string => ({ us: 'sales', de: 'info', fr: 'contact', nl: 'info', es: 'info', it: 'info' })[conventionOf(town)];

/**
 * A category with the mix of a real directory: about 55% authorized dealers, 22% service centers,
 * 18% parts and service shops, 5% flagship stores.
 */
export const dealerCategory = (rng: Prng): DealerCategory => {
  const draw = rng.next();
  if (draw < 0.55) return 'authorized_dealer';
  if (draw < 0.77) return 'service_center';
  if (draw < 0.95) return 'parts_and_service';
  return 'flagship_store';
};

/** A host-name label from `name`: ASCII lower case, accents dropped, words joined by hyphens, at most 50 characters. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ß', 'ss')
    .replaceAll('&', 'and')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
