import type { CategoryTranslation } from '../db/schema/categories.js';
import type { ConfigOption } from '../db/schema/shop.js';

/**
 * The hand-written part of the demo archive: who runs it, how the photographs are grouped into
 * collections and albums, and what people said about them. The photographs themselves, with
 * their titles, dates, places and licences, come from demo-archive/manifest.json.
 */

/** Development accounts; the README lists them. Never used outside a fresh demo database. */
export const demoUsers = [
  {
    key: 'admin',
    email: 'admin@retropics.local',
    password: 'admin-retropics',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    name: 'RetroPics Archiv',
    avatar: '0',
  },
  {
    key: 'editor',
    email: 'editor@retropics.local',
    password: 'editor-retropics',
    roles: ['ROLE_USER', 'ROLE_EDITOR'],
    name: 'Maria Huber',
    avatar: '3',
  },
  {
    key: 'user',
    email: 'user@retropics.local',
    password: 'user-retropics',
    roles: ['ROLE_USER'],
    name: 'usr_4821',
    avatar: '1',
  },
] as const;

export type DemoUserKey = (typeof demoUsers)[number]['key'];

const attribute = (
  code: string,
  name: string,
  type: CategoryTranslation['attributesDefinition'][number]['type'],
) => ({ code, name, type });

export const demoCategories: Array<{
  name: string;
  isForComments: boolean;
  translations: CategoryTranslation[];
}> = [
  {
    name: 'Person',
    isForComments: true,
    translations: [
      {
        locale: 'de',
        name: 'Person',
        attributesDefinition: [
          attribute('name', 'Name', 'Text'),
          attribute('born', 'Geboren', 'Date'),
          attribute('died', 'Gestorben', 'Date'),
          attribute('album', 'Album', 'AlbumLink'),
        ],
      },
      {
        locale: 'en',
        name: 'Person',
        attributesDefinition: [
          attribute('name', 'Name', 'Text'),
          attribute('born', 'Born', 'Date'),
          attribute('died', 'Died', 'Date'),
          attribute('album', 'Album', 'AlbumLink'),
        ],
      },
      {
        locale: 'it',
        name: 'Persona',
        attributesDefinition: [
          attribute('name', 'Nome', 'Text'),
          attribute('born', 'Nato', 'Date'),
          attribute('died', 'Morto', 'Date'),
          attribute('album', 'Album', 'AlbumLink'),
        ],
      },
    ],
  },
  {
    name: 'Gebäude',
    isForComments: true,
    translations: [
      {
        locale: 'de',
        name: 'Gebäude',
        attributesDefinition: [
          attribute('name', 'Name', 'Text'),
          attribute('built', 'Baujahr', 'Number'),
          attribute('location', 'Standort', 'Location'),
          attribute('exists', 'Steht noch', 'Boolean'),
        ],
      },
      {
        locale: 'en',
        name: 'Building',
        attributesDefinition: [
          attribute('name', 'Name', 'Text'),
          attribute('built', 'Year built', 'Number'),
          attribute('location', 'Location', 'Location'),
          attribute('exists', 'Still standing', 'Boolean'),
        ],
      },
      {
        locale: 'it',
        name: 'Edificio',
        attributesDefinition: [
          attribute('name', 'Nome', 'Text'),
          attribute('built', 'Anno di costruzione', 'Number'),
          attribute('location', 'Posizione', 'Location'),
          attribute('exists', 'Esiste ancora', 'Boolean'),
        ],
      },
    ],
  },
  {
    name: 'Automobile',
    isForComments: true,
    translations: [
      {
        locale: 'de',
        name: 'Automobile',
        attributesDefinition: [
          attribute('make', 'Marke', 'Text'),
          attribute('model', 'Modell', 'Text'),
          attribute('year', 'Baujahr', 'Number'),
        ],
      },
      {
        locale: 'en',
        name: 'Cars',
        attributesDefinition: [
          attribute('make', 'Make', 'Text'),
          attribute('model', 'Model', 'Text'),
          attribute('year', 'Year', 'Number'),
        ],
      },
      {
        locale: 'it',
        name: 'Automobili',
        attributesDefinition: [
          attribute('make', 'Marca', 'Text'),
          attribute('model', 'Modello', 'Text'),
          attribute('year', 'Anno', 'Number'),
        ],
      },
    ],
  },
  {
    name: 'Text',
    isForComments: true,
    translations: [
      {
        locale: 'de',
        name: 'Text',
        attributesDefinition: [
          attribute('transcription', 'Abschrift', 'Text'),
          attribute('date', 'Datum', 'Date'),
          attribute('time', 'Uhrzeit', 'Time'),
        ],
      },
      {
        locale: 'en',
        name: 'Text',
        attributesDefinition: [
          attribute('transcription', 'Transcription', 'Text'),
          attribute('date', 'Date', 'Date'),
          attribute('time', 'Time', 'Time'),
        ],
      },
      {
        locale: 'it',
        name: 'Testo',
        attributesDefinition: [
          attribute('transcription', 'Trascrizione', 'Text'),
          attribute('date', 'Data', 'Date'),
          attribute('time', 'Ora', 'Time'),
        ],
      },
    ],
  },
];

/** Which categories a photograph gets, read from its own title and description. */
export const categoryRules: Array<{ category: string; pattern: RegExp }> = [
  {
    category: 'Gebäude',
    pattern:
      /bridge|church|kirche|rathaus|tower|station|bahnhof|halle|hall\b|building|bundeshaus|school|natatorium|brewery|hous|apartment|homestead|concentrator|university|college|dam\b|wall|hut/i,
  },
  { category: 'Person', pattern: /soldier|troops|strikers|\bmen\b|convalescent/i },
  { category: 'Text', pattern: /postcard|printed caption|handwritten/i },
];

/**
 * The archives that hold the originals of the demo collections, as the demo archive's sources name
 * them (manifest.json `source` and `license`), with their public web addresses. No logos: the
 * archive has none of theirs, and none is made up.
 */
export const demoOrganizations = {
  zhbLuzern: { name: 'ZHB Luzern – Sondersammlung', url: 'https://www.zhbluzern.ch' },
  bundesarchiv: { name: 'Schweizerisches Bundesarchiv', url: 'https://www.bar.admin.ch' },
  usgs: { name: 'U.S. Geological Survey – Photographic Library', url: 'https://library.usgs.gov/photo/' },
  uidaho: {
    name: 'University of Idaho Library – Special Collections and Archives',
    url: 'https://www.lib.uidaho.edu/special-collections/',
  },
  loc: { name: 'Library of Congress – Prints & Photographs Division', url: 'https://www.loc.gov/pictures/' },
} as const;
export type DemoOrganizationKey = keyof typeof demoOrganizations;

/**
 * Collections by file-name prefix of the demo archive, in the order they were reported (their ids
 * follow it, and links and tests rely on them). Their
 * headlines and texts are in demo-archive/texts.de-en-it.json under the same key; `cover` is the
 * archive picture a collection without photographs of its own shows as 'what we want to save'
 * (its caption, `coverCaption` in the texts file, says what the picture is and where it comes from).
 */
export const demoCollections = [
  {
    key: 'luzern',
    organization: 'zhbLuzern' as DemoOrganizationKey,
    filePrefix: /^luzern-/,
    status: 4,
    owner: 'editor' as DemoUserKey,
    town: { name: 'Luzern', country: 'CH' },
    licenseName: 'Gemeinfrei (nach Alter)',
    fromYear: 1860,
    toYear: 1920,
    howMany: '1 - 10',
  },
  {
    key: 'schweiz1918',
    organization: 'bundesarchiv' as DemoOrganizationKey,
    filePrefix: /^(beatenberg|bern|zuerich)-/,
    status: 5,
    owner: 'admin' as DemoUserKey,
    town: { name: 'Bern', country: 'CH' },
    licenseName: 'Gemeinfrei',
    fromYear: 1918,
    toYear: 1918,
    howMany: '1 - 10',
  },
  {
    key: 'glacier',
    organization: 'usgs' as DemoOrganizationKey,
    filePrefix: /^gnp-.*-(19[01]\d)\.jpg$/,
    status: 4,
    owner: 'admin' as DemoUserKey,
    town: null,
    licenseName: 'Public Domain (U.S. Government Work)',
    fromYear: 1901,
    toYear: 1914,
    howMany: '11 - 50',
  },
  {
    key: 'jackson',
    organization: 'usgs' as DemoOrganizationKey,
    filePrefix: /^jackson-/,
    status: 2,
    owner: 'editor' as DemoUserKey,
    town: null,
    licenseName: 'Gemeinfrei (nach Alter)',
    fromYear: 1871,
    toYear: 1878,
    howMany: '1 - 10',
  },
  {
    key: 'idaho',
    organization: 'uidaho' as DemoOrganizationKey,
    filePrefix: /^(moscow|pullman|troy|boise|lewiston|albion|cottonwood|wallace)-/,
    status: 3,
    owner: 'user' as DemoUserKey,
    town: null,
    licenseName: 'No Copyright – United States',
    fromYear: 1895,
    toYear: 1919,
    howMany: '11 - 50',
  },
  {
    key: 'milwaukee',
    organization: 'loc' as DemoOrganizationKey,
    filePrefix: /^milwaukee-/,
    status: 4,
    owner: 'admin' as DemoUserKey,
    town: null,
    licenseName: 'Public Domain (Library of Congress, FSA/OWI)',
    fromYear: 1936,
    toYear: 1936,
    howMany: '11 - 50',
  },
  {
    key: 'meran',
    filePrefix: null,
    status: 1,
    owner: 'user' as DemoUserKey,
    town: { name: 'Merano', country: 'IT' },
    cover: 'images/tirol-meran-from-marling-1899.jpg',
    licenseName: 'not defined yet',
    fromYear: 1900,
    toYear: 1950,
    howMany: '201 - 500',
    required: 2400,
    funded: 860,
    material: 'silver gelatin paper',
  },
  {
    key: 'innsbruck',
    filePrefix: null,
    status: 1,
    owner: 'editor' as DemoUserKey,
    town: { name: 'Innsbruck', country: 'AT' },
    // The archive holds no photograph of Innsbruck: the Brenner railway at Brennerbad, on the line
    // from Innsbruck over the pass, stands in, and the cover caption says so.
    cover: 'images/tirol-brennerbad-brenner-railway-1899.jpg',
    licenseName: 'not defined yet',
    fromYear: 1905,
    toYear: 1920,
    howMany: '101 - 200',
    required: 5000,
    funded: 3900,
    material: 'glass plate negatives',
  },
  {
    key: 'bozen',
    filePrefix: null,
    status: 0,
    owner: 'user' as DemoUserKey,
    town: { name: 'Bolzano', country: 'IT' },
    cover: 'images/tirol-haselburg-bozen-gries-1899.jpg',
    licenseName: 'not defined yet',
    fromYear: 1920,
    toYear: 1960,
    howMany: '51 - 100',
    material: 'prints on paper or cardboard',
  },
  {
    key: 'suedtirol',
    filePrefix: /^tirol-/,
    status: 4,
    owner: 'admin' as DemoUserKey,
    town: { name: 'Bolzano', country: 'IT' },
    cover: 'images/tirol-bozen-towards-rosengarten-1899.jpg',
    licenseName: 'Public Domain',
    fromYear: 1899,
    toYear: 1907,
    howMany: '11 - 50',
  },
];

const localized = (de: string, en: string, it: string) => ({ de, en, it });

const formatOption: ConfigOption = {
  id: 'format',
  label: localized('Format', 'Size', 'Formato'),
  default: null,
  choices: [
    { name: localized('20 × 30 cm', '20 × 30 cm', '20 × 30 cm'), value: '20x30' },
    { name: localized('30 × 45 cm', '30 × 45 cm', '30 × 45 cm'), value: '30x45' },
  ],
};

export const demoProducts = [
  {
    key: 'digital',
    category: 'perk',
    price: 25,
    name: localized(
      'Digitale Kopie aller Bilder',
      'Digital copy of every picture',
      'Copia digitale di tutte le immagini',
    ),
    description: localized(
      'Alle Scans in voller Auflösung zum Herunterladen.',
      'Every scan in full resolution to download.',
      'Tutte le scansioni in piena risoluzione.',
    ),
    options: [],
  },
  {
    key: 'sponsor',
    category: 'perk',
    price: 10,
    name: localized('Patenschaft für ein Foto', 'Sponsor a photograph', 'Adotta una fotografia'),
    description: localized(
      'Dein Name steht beim Foto deiner Wahl.',
      'Your name appears with the photograph you choose.',
      'Il tuo nome accanto alla foto che scegli.',
    ),
    options: [],
  },
  {
    key: 'poster',
    category: 'perk',
    price: 49,
    name: localized('Poster aus der Sammlung', 'Poster from the collection', 'Poster della collezione'),
    description: localized(
      'Ein Druck auf mattem Papier.',
      'A print on matte paper.',
      'Una stampa su carta opaca.',
    ),
    options: [formatOption],
    attributes: { needsShipping: true },
  },
  {
    key: 'contribution',
    category: 'perk',
    // The person types the amount (spec §4 custom perk amount); the product's own price is unused.
    price: 0,
    name: localized('Freier Beitrag', 'Contribution of your choice', 'Contributo libero'),
    description: localized(
      'Unterstütze die Sammlung mit einem Betrag deiner Wahl.',
      'Support the collection with an amount of your choice.',
      'Sostieni la collezione con un importo a tua scelta.',
    ),
    options: [],
    attributes: { customAmount: true },
  },
  {
    key: 'print',
    category: 'print',
    price: 19.9,
    name: localized('Fotodruck', 'Photo print', 'Stampa fotografica'),
    description: localized(
      'Der gewählte Ausschnitt als Fotoabzug.',
      'The chosen section as a photo print.',
      'La sezione scelta come stampa.',
    ),
    options: [formatOption],
    attributes: { needsShipping: true },
  },
  {
    key: 'photobook',
    category: 'photobook',
    price: 39.9,
    name: localized('Fotobuch', 'Photo book', 'Libro fotografico'),
    description: localized(
      'Ein Album als gebundenes Buch.',
      'An album as a bound book.',
      'Un album come libro rilegato.',
    ),
    options: [],
    attributes: { needsShipping: true },
  },
];

/** One picture cell of a cover: the image fills its frame (cropped, never stretched), with rounded corners. */
const cell = (n: number, x: number, y: number, w: number, h: number, radius = 10) =>
  `<clipPath id="c${n}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath>` +
  `<image href="{{image${n}}}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" clip-path="url(#c${n})"/>`;

/** A print with a white border and a soft shadow, as if laid on a table. */
const print = (n: number, x: number, y: number, w: number, h: number, tilt: number) =>
  `<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})" filter="url(#shadow)"><rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 52}" fill="#fbf8f1"/>` +
  `<image href="{{image${n}}}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/></g>`;

const shadow =
  '<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000" flood-opacity="0.45"/></filter>';

const sprockets = (y: number) =>
  Array.from(
    { length: 24 },
    (_, i) => `<rect x="${14 + i * 50}" y="${y}" width="26" height="18" rx="4" fill="#e9e2d0"/>`,
  ).join('');

/** Cover layouts: the renderer replaces {{imageN}} and {{title}} (already shortened to fit). */
export const demoSvgTemplates = [
  {
    title: 'Raster mit sechs Bildern',
    imagesCount: 6,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16130f" stop-opacity="0"/><stop offset="0.55" stop-color="#16130f" stop-opacity="0.75"/><stop offset="1" stop-color="#16130f" stop-opacity="0.95"/></linearGradient></defs><rect width="1200" height="800" fill="#16130f"/>${[0, 1, 2, 3, 4, 5].map((i) => cell(i + 1, 12 + (i % 3) * 396, 12 + Math.floor(i / 3) * 392, 384, 380)).join('')}<rect y="520" width="1200" height="280" fill="url(#fade)"/><text x="48" y="712" font-family="DejaVu Serif, serif" font-size="58" font-weight="bold" fill="#fbf5e6">{{title}}</text><text x="50" y="756" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="6" fill="#d9b77c">RETROPICS ALBUM</text></svg>`,
  },
  {
    title: 'Collage mit vier Bildern',
    imagesCount: 4,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><defs>${shadow}<radialGradient id="table" cx="0.4" cy="0.35" r="0.9"><stop offset="0" stop-color="#5a4634"/><stop offset="1" stop-color="#231a12"/></radialGradient></defs><rect width="1200" height="800" fill="url(#table)"/>${print(1, 70, 60, 560, 400, -3)}${print(2, 720, 56, 380, 250, 4)}${print(3, 770, 380, 350, 230, -5)}${print(4, 460, 450, 250, 160, 6)}<rect y="672" width="1200" height="128" fill="#120d08" opacity="0.55"/><text x="74" y="748" font-family="DejaVu Serif, serif" font-size="54" font-style="italic" fill="#fbf5e6">{{title}}</text><rect x="76" y="770" width="140" height="4" fill="#d9b77c"/></svg>`,
  },
  {
    title: 'Filmstreifen mit drei Bildern',
    imagesCount: 3,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="#efe6d2"/><text x="600" y="128" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="56" fill="#2b2117">{{title}}</text><rect x="460" y="160" width="280" height="3" fill="#9c7a4b"/><rect y="220" width="1200" height="470" fill="#141210"/>${sprockets(236)}${sprockets(654)}${cell(1, 30, 276, 360, 360, 4)}${cell(2, 420, 276, 360, 360, 4)}${cell(3, 810, 276, 360, 360, 4)}<text x="600" y="748" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="20" letter-spacing="8" fill="#7a6348">RETROPICS</text></svg>`,
  },
];
