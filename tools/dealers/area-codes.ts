/**
 * Real telephone area codes and a city each serves, so a dealer's number starts with the area code
 * of the nearest such city (the builder finds the cities' coordinates in GeoNames, and fails when a
 * name is not found there). US: by state, the area code without the trunk "1"; Europe: the area
 * code without the trunk "0" (Italy keeps its leading 0, which is part of the number). Spain's
 * codes follow the province exactly, so they are keyed by GeoNames province letters instead.
 * The tables keep one state or country per line (prettier-ignore).
 */

/** [area code, city] of each state, by USPS code. */
// prettier-ignore
export const US_AREA_CITIES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  AL: [['205', 'Birmingham'], ['251', 'Mobile'], ['256', 'Huntsville'], ['334', 'Montgomery']],
  AK: [['907', 'Anchorage']],
  AZ: [['480', 'Mesa'], ['520', 'Tucson'], ['602', 'Phoenix'], ['928', 'Flagstaff']],
  AR: [['479', 'Fort Smith'], ['501', 'Little Rock'], ['870', 'Jonesboro']],
  CA: [['209', 'Stockton'], ['213', 'Los Angeles'], ['408', 'San Jose'], ['415', 'San Francisco'], ['530', 'Redding'], ['559', 'Fresno'],
    ['619', 'San Diego'], ['707', 'Santa Rosa'], ['714', 'Anaheim'], ['760', 'Palm Springs'], ['805', 'Santa Barbara'], ['909', 'San Bernardino'], ['916', 'Sacramento']],
  CO: [['303', 'Denver'], ['719', 'Colorado Springs'], ['970', 'Grand Junction']],
  CT: [['203', 'New Haven'], ['860', 'Hartford']],
  DE: [['302', 'Wilmington']],
  DC: [['202', 'Washington']],
  FL: [['305', 'Miami'], ['352', 'Gainesville'], ['407', 'Orlando'], ['561', 'West Palm Beach'], ['727', 'St. Petersburg'], ['813', 'Tampa'],
    ['850', 'Tallahassee'], ['904', 'Jacksonville']],
  GA: [['229', 'Albany'], ['404', 'Atlanta'], ['478', 'Macon'], ['706', 'Augusta'], ['912', 'Savannah']],
  HI: [['808', 'Honolulu']],
  ID: [['208', 'Boise']],
  IL: [['217', 'Springfield'], ['309', 'Peoria'], ['312', 'Chicago'], ['618', 'Carbondale'], ['630', 'Naperville'], ['708', 'Oak Lawn'],
    ['815', 'Rockford'], ['847', 'Evanston']],
  IN: [['219', 'Gary'], ['260', 'Fort Wayne'], ['317', 'Indianapolis'], ['574', 'South Bend'], ['765', 'Lafayette'], ['812', 'Evansville']],
  IA: [['319', 'Cedar Rapids'], ['515', 'Des Moines'], ['563', 'Davenport'], ['641', 'Mason City'], ['712', 'Sioux City']],
  KS: [['316', 'Wichita'], ['620', 'Dodge City'], ['785', 'Topeka'], ['913', 'Overland Park']],
  KY: [['270', 'Bowling Green'], ['502', 'Louisville'], ['606', 'Ashland'], ['859', 'Lexington']],
  LA: [['225', 'Baton Rouge'], ['318', 'Shreveport'], ['337', 'Lafayette'], ['504', 'New Orleans']],
  ME: [['207', 'Portland']],
  MD: [['301', 'Frederick'], ['410', 'Baltimore']],
  MA: [['413', 'Springfield'], ['508', 'Worcester'], ['617', 'Boston'], ['978', 'Lowell']],
  MI: [['231', 'Traverse City'], ['269', 'Kalamazoo'], ['313', 'Detroit'], ['517', 'Lansing'], ['616', 'Grand Rapids'], ['810', 'Flint'],
    ['906', 'Marquette'], ['989', 'Saginaw']],
  MN: [['218', 'Duluth'], ['320', 'Saint Cloud'], ['507', 'Rochester'], ['612', 'Minneapolis']],
  MS: [['228', 'Gulfport'], ['601', 'Jackson'], ['662', 'Tupelo']],
  MO: [['314', 'St. Louis'], ['417', 'Springfield'], ['573', 'Columbia'], ['660', 'Sedalia'], ['816', 'Kansas City']],
  MT: [['406', 'Billings']],
  NE: [['308', 'North Platte'], ['402', 'Omaha']],
  NV: [['702', 'Las Vegas'], ['775', 'Reno']],
  NH: [['603', 'Manchester']],
  NJ: [['201', 'Jersey City'], ['609', 'Trenton'], ['732', 'New Brunswick'], ['856', 'Camden'], ['908', 'Elizabeth']],
  NM: [['505', 'Albuquerque'], ['575', 'Las Cruces']],
  NY: [['212', 'New York City'], ['315', 'Syracuse'], ['518', 'Albany'], ['585', 'Rochester'], ['607', 'Binghamton'], ['631', 'Huntington'],
    ['716', 'Buffalo'], ['845', 'Poughkeepsie'], ['914', 'Yonkers']],
  NC: [['252', 'Greenville'], ['336', 'Greensboro'], ['704', 'Charlotte'], ['828', 'Asheville'], ['910', 'Fayetteville'], ['919', 'Raleigh']],
  ND: [['701', 'Bismarck']],
  OH: [['216', 'Cleveland'], ['330', 'Akron'], ['419', 'Toledo'], ['513', 'Cincinnati'], ['614', 'Columbus'], ['740', 'Zanesville'], ['937', 'Dayton']],
  OK: [['405', 'Oklahoma City'], ['580', 'Lawton'], ['918', 'Tulsa']],
  OR: [['503', 'Portland'], ['541', 'Eugene']],
  PA: [['215', 'Philadelphia'], ['412', 'Pittsburgh'], ['570', 'Scranton'], ['610', 'Allentown'], ['717', 'Harrisburg'], ['724', 'Greensburg'], ['814', 'Erie']],
  RI: [['401', 'Providence']],
  SC: [['803', 'Columbia'], ['843', 'Charleston'], ['864', 'Greenville']],
  SD: [['605', 'Sioux Falls']],
  TN: [['423', 'Chattanooga'], ['615', 'Nashville'], ['731', 'Jackson'], ['865', 'Knoxville'], ['901', 'Memphis'], ['931', 'Clarksville']],
  TX: [['210', 'San Antonio'], ['214', 'Dallas'], ['254', 'Waco'], ['325', 'Abilene'], ['361', 'Corpus Christi'], ['409', 'Beaumont'], ['432', 'Midland'],
    ['512', 'Austin'], ['713', 'Houston'], ['806', 'Lubbock'], ['830', 'New Braunfels'], ['903', 'Tyler'], ['915', 'El Paso'], ['936', 'Lufkin'],
    ['940', 'Denton'], ['979', 'Bryan']],
  UT: [['435', 'Saint George'], ['801', 'Salt Lake City']],
  VT: [['802', 'Burlington']],
  VA: [['276', 'Bristol'], ['434', 'Lynchburg'], ['540', 'Roanoke'], ['703', 'Arlington'], ['757', 'Norfolk'], ['804', 'Richmond']],
  WA: [['206', 'Seattle'], ['360', 'Olympia'], ['425', 'Bellevue'], ['509', 'Spokane']],
  WV: [['304', 'Charleston']],
  WI: [['262', 'Waukesha'], ['414', 'Milwaukee'], ['608', 'Madison'], ['715', 'Eau Claire'], ['920', 'Green Bay']],
  WY: [['307', 'Cheyenne']],
};

/** [area code, city] of each EU country but Spain, by ISO alpha-2. */
// prettier-ignore
export const EU_AREA_CITIES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  DE: [['30', 'Berlin'], ['40', 'Hamburg'], ['89', 'Munich'], ['221', 'Köln'], ['69', 'Frankfurt am Main'], ['711', 'Stuttgart'], ['211', 'Düsseldorf'],
    ['231', 'Dortmund'], ['201', 'Essen'], ['421', 'Bremen'], ['511', 'Hannover'], ['341', 'Leipzig'], ['351', 'Dresden'], ['911', 'Nuremberg'],
    ['521', 'Bielefeld'], ['228', 'Bonn'], ['251', 'Münster'], ['721', 'Karlsruhe'], ['621', 'Mannheim'], ['821', 'Augsburg'], ['611', 'Wiesbaden'],
    ['241', 'Aachen'], ['345', 'Halle (Saale)'], ['391', 'Magdeburg'], ['761', 'Freiburg'], ['431', 'Kiel'], ['381', 'Rostock'], ['361', 'Erfurt'],
    ['331', 'Potsdam'], ['371', 'Chemnitz'], ['541', 'Osnabrück'], ['681', 'Saarbrücken'], ['6131', 'Mainz'], ['941', 'Regensburg'], ['931', 'Würzburg'],
    ['731', 'Ulm'], ['651', 'Trier'], ['561', 'Kassel'], ['531', 'Braunschweig'], ['385', 'Schwerin'], ['355', 'Cottbus'], ['451', 'Lübeck'],
    ['441', 'Oldenburg'], ['921', 'Bayreuth'], ['851', 'Passau'], ['831', 'Kempten (Allgäu)'], ['661', 'Fulda'], ['7531', 'Konstanz'], ['3641', 'Jena']],
  AT: [['1', 'Vienna'], ['316', 'Graz'], ['732', 'Linz'], ['662', 'Salzburg'], ['512', 'Innsbruck'], ['463', 'Klagenfurt am Wörthersee'], ['5574', 'Bregenz'],
    ['2742', 'Sankt Pölten'], ['2682', 'Eisenstadt'], ['4242', 'Villach'], ['7242', 'Wels'], ['2622', 'Wiener Neustadt'], ['3842', 'Leoben'],
    ['2732', 'Krems an der Donau'], ['4852', 'Lienz']],
  FR: [['1', 'Paris'], ['2', 'Nantes'], ['2', 'Rennes'], ['2', 'Rouen'], ['2', 'Orléans'], ['3', 'Lille'], ['3', 'Strasbourg'], ['3', 'Dijon'],
    ['4', 'Lyon'], ['4', 'Marseille'], ['4', 'Nice'], ['4', 'Clermont-Ferrand'], ['5', 'Bordeaux'], ['5', 'Toulouse'], ['5', 'Limoges']],
  NL: [['20', 'Amsterdam'], ['10', 'Rotterdam'], ['70', 'The Hague'], ['30', 'Utrecht'], ['40', 'Eindhoven'], ['50', 'Groningen'], ['58', 'Leeuwarden'],
    ['38', 'Zwolle'], ['26', 'Arnhem'], ['24', 'Nijmegen'], ['43', 'Maastricht'], ['73', "'s-Hertogenbosch"], ['76', 'Breda'], ['13', 'Tilburg'],
    ['53', 'Enschede'], ['55', 'Apeldoorn'], ['33', 'Amersfoort'], ['23', 'Haarlem'], ['71', 'Leiden'], ['72', 'Alkmaar'], ['118', 'Middelburg'],
    ['592', 'Assen'], ['36', 'Almere Stad'], ['77', 'Venlo'], ['45', 'Heerlen'], ['570', 'Deventer']],
  BE: [['2', 'Brussels'], ['3', 'Antwerp'], ['9', 'Gent'], ['4', 'Liège'], ['50', 'Brugge'], ['16', 'Leuven'], ['11', 'Hasselt'], ['81', 'Namur'],
    ['65', 'Mons'], ['71', 'Charleroi'], ['10', 'Wavre'], ['63', 'Arlon'], ['56', 'Kortrijk'], ['15', 'Mechelen'], ['14', 'Turnhout'], ['53', 'Aalst'],
    ['87', 'Verviers'], ['84', 'Marche-en-Famenne'], ['61', 'Bastogne'], ['89', 'Genk']],
  IT: [['06', 'Rome'], ['02', 'Milan'], ['011', 'Turin'], ['081', 'Naples'], ['055', 'Florence'], ['051', 'Bologna'], ['041', 'Venice'], ['010', 'Genoa'],
    ['091', 'Palermo'], ['095', 'Catania'], ['080', 'Bari'], ['070', 'Cagliari'], ['045', 'Verona'], ['049', 'Padua'], ['030', 'Brescia'],
    ['035', 'Bergamo'], ['071', 'Ancona'], ['075', 'Perugia'], ['085', 'Pescara'], ['0961', 'Catanzaro'], ['0965', 'Reggio Calabria'], ['0971', 'Potenza'],
    ['0874', 'Campobasso'], ['0165', 'Aosta'], ['0461', 'Trento'], ['0471', 'Bolzano'], ['040', 'Trieste'], ['0432', 'Udine'], ['050', 'Pisa'],
    ['0577', 'Siena'], ['0521', 'Parma'], ['059', 'Modena'], ['0541', 'Rimini'], ['099', 'Taranto'], ['0881', 'Foggia'], ['079', 'Sassari'],
    ['090', 'Messina'], ['089', 'Salerno'], ['0862', "L'Aquila"], ['0984', 'Cosenza'], ['0832', 'Lecce']],
};

/** Spain's area codes by province (GeoNames admin2 letters): every fixed number of a province starts with its code. */
// prettier-ignore
export const ES_AREA_CODES: Readonly<Record<string, string>> = {
  VI: '945', AB: '967', A: '965', AL: '950', AV: '920', BA: '924', PM: '971', B: '93', BU: '947', CC: '927', CA: '956', CS: '964', CR: '926',
  CO: '957', C: '981', CU: '969', GI: '972', GR: '958', GU: '949', SS: '943', H: '959', HU: '974', J: '953', LE: '987', L: '973', LO: '941',
  LU: '982', M: '91', MA: '952', MU: '968', NA: '948', OR: '988', O: '985', P: '979', GC: '928', PO: '986', SA: '923', TF: '922', S: '942',
  SG: '921', SE: '954', SO: '975', T: '977', TE: '978', TO: '925', V: '96', VA: '983', BI: '94', ZA: '980', Z: '976', CE: '956', ME: '952',
};
