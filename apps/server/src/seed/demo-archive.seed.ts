import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { serverPaths } from '../config/config.js';
import { type Database, queryRows } from '../db/database.js';
import { categories } from '../db/schema/categories.js';
import { photographCollections, photographCollectionTranslations } from '../db/schema/collections.js';
import { comments, commentVotes, galleryComments } from '../db/schema/comments.js';
import {
  galleryCategories,
  galleryPhotographs,
  galleryRetrosnaps,
  gallerySubGalleries,
  imageGalleries,
  imageGalleryTranslations,
} from '../db/schema/galleries.js';
import { organizations } from '../db/schema/organizations.js';
import { people, users } from '../db/schema/people.js';
import { photographCategories, photographs, photographTranslations } from '../db/schema/photographs.js';
import { retrosnaps } from '../db/schema/retrosnaps.js';
import { collectionPerks, products } from '../db/schema/shop.js';
import { announcements, newsletterSubscriptions, shortUrls, svgTemplates } from '../db/schema/site.js';
import { refreshFeedItems } from '../modules/feed-items/feed-item.projection.js';
import { markFeedProjectionCurrent } from '../modules/feed-items/feed-projection.job.js';
import { createGazetteerRepository } from '../modules/places/gazetteer.repository.js';
import { refreshGeoAggregates } from '../modules/places/geo-aggregate.repository.js';
import { createPlaceRepository } from '../modules/places/place.repository.js';
import { searchForm } from '../modules/places/place-key.js';
import {
  categoryRules,
  type DemoOrganizationKey,
  type DemoUserKey,
  demoCategories,
  demoCollections,
  demoOrganizations,
  demoProducts,
  demoSvgTemplates,
  demoUsers,
} from './demo-content.js';

type ManifestEntry = {
  file: string;
  title: string;
  description: string;
  dateText: string;
  fromYear: number;
  toYear: number;
  place: string;
  lat: number;
  lon: number;
  isBlackAndWhite: boolean;
  photographer: string | null;
  source: string;
  license: string;
  pairOf?: string;
  width: number;
  height: number;
};

type Locale = 'de' | 'en' | 'it';
type Localized = Record<Locale, string>;

/** demo-archive/texts.de-en-it.json: the archive's texts in three languages and a human source line. */
type DemoTexts = {
  photographs: Record<
    string,
    Record<Locale, { title: string; description: string }> & { source: string; sourceUrl: string | null }
  >;
  collections: Record<string, { headline: Localized; about: Localized; coverCaption?: Localized }>;
  albums: Record<string, { headline: Localized; description: Localized; text: Localized }>;
};

const locales = ['de', 'en', 'it'] as const;

/** Storage path of a demo image below the media root's photographs folder. */
const demoFilePath = (file: string) => `demo/${path.basename(file)}`;

/** A short licence name for the attribution line; the full reasoning stays in `source`. */
function licenseNameOf(license: string) {
  if (/U\.S\. (federal )?government|USGS|federal/i.test(license))
    return 'Public Domain (U.S. Government Work)';
  if (/NoC-US|No Copyright/i.test(license)) return 'No Copyright – United States';
  if (/gemeinfrei/i.test(license)) return 'Gemeinfrei (Public Domain)';
  return 'Public Domain';
}

const licenseUrlOf = (name: string) =>
  name.startsWith('No Copyright')
    ? 'http://rightsstatements.org/vocab/NoC-US/1.0/'
    : 'https://creativecommons.org/publicdomain/mark/1.0/';

/** The source line the viewer shows: holding archive and signature, then the link where there is one. */
const sourceLine = (text: DemoTexts['photographs'][string]) =>
  text.sourceUrl ? `${text.source} ${text.sourceUrl}` : text.source;

/**
 * Where the nearest gazetteer town is a neighbouring village, the photograph belongs to the town
 * its place names (Schloss Runkelstein and the Haselburg lie in Bozen, the Stelvio road in Stilfs).
 */
const townOverrides: Record<string, string> = {
  'tirol-runkelstein-castle-1899.jpg': 'Bolzano',
  'tirol-haselburg-bozen-gries-1899.jpg': 'Bolzano',
  'tirol-stilfser-joch-1899.jpg': 'Stelvio',
};

/**
 * The landmark of a South Tyrol place ("Gilfpromenade, Meran (Merano), South Tyrol" → "Gilfpromenade",
 * "Sulden (Solda), Ortler group, South Tyrol" → "Sulden"); none when the first part is the town itself
 * under its German or Italian name ("Bozen (Bolzano), South Tyrol").
 */
function tyroleanLandmark(place: string, townName: string): string | null {
  const first = place.split(',')[0]?.trim() ?? '';
  if (searchForm(first).includes(searchForm(townName))) return null;
  return first.split(/ \(| \/ | looking /)[0]?.trim() || null;
}

/**
 * The street or landmark part of a manifest place: "Luzern, Kapellbrücke" → "Kapellbrücke",
 * "Agassiz Glacier, Glacier National Park, Montana, USA" → "Agassiz Glacier", "Moscow, Idaho, USA" → none.
 */
function landmarkIn(place: string, townName: string): string | null {
  const parts = place.split(',').map((part) => part.trim());
  const town = searchForm(townName);
  const isTown = (part: string) => {
    const form = searchForm(part);
    return form.includes(town) || town.includes(form) || /^near /i.test(part);
  };
  const first = parts[0] ?? '';
  if (!isTown(first)) return first;
  const second = parts[1];
  return second && parts.length === 2 ? second : null;
}

export async function isDatabaseEmpty(db: Database) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from photographs`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo archive: the 115 real photographs of demo-archive/
 * (104 historical pictures and 11 modern repeats that become RetroSnaps of their pair),
 * grouped into collections and albums, with places, categories, comments, people and perks.
 */
export async function seedDemoArchive(db: Database, options: { mediaDir: string; copyImages?: boolean }) {
  const manifest = JSON.parse(
    await readFile(path.join(serverPaths.demoArchive, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];
  const texts = JSON.parse(
    await readFile(path.join(serverPaths.demoArchive, 'texts.de-en-it.json'), 'utf8'),
  ) as DemoTexts;
  const textOf = (file: string) => {
    const text = texts.photographs[file];
    if (!text) throw new Error(`demo-archive/texts.de-en-it.json has no texts for ${file}`);
    return text;
  };
  if (options.copyImages !== false) {
    const target = path.join(options.mediaDir, 'photographs', 'demo');
    await mkdir(target, { recursive: true });
    await Promise.all(
      manifest.map((entry) =>
        copyFile(
          path.join(serverPaths.demoArchive, entry.file),
          path.join(target, path.basename(entry.file)),
        ),
      ),
    );
  }
  const gazetteer = createGazetteerRepository();
  const placeRepository = createPlaceRepository(db);

  // People and accounts.
  const personOf = new Map<DemoUserKey, number>();
  for (const user of demoUsers) {
    const [person] = await db.insert(people).values({ name: user.name, pictureUrl: user.avatar }).returning();
    const personId = (person as { id: number }).id;
    personOf.set(user.key, personId);
    await db.insert(users).values({
      email: user.email,
      username: user.email,
      passwordHash: await hash(user.password),
      isActive: true,
      roles: [...user.roles],
      personId,
      receiveEmailsUpdates: true,
    });
    // The 'updates' setting is the newsletter: its consent is on record, as an activated registration leaves it.
    await db.insert(newsletterSubscriptions).values({
      email: user.email.toLowerCase(),
      status: 'confirmed',
      personId,
      source: 'registration',
      consentText: 'Demo archive: the account was created with news about RetroPics switched on.',
      token: randomBytes(32).toString('base64url'),
      confirmedAt: new Date(),
    });
  }
  const person = (key: DemoUserKey) => personOf.get(key) as number;

  const categoryRows = await db
    .insert(categories)
    .values(
      demoCategories.map((c) => ({
        name: c.name,
        isForComments: c.isForComments,
        translations: c.translations,
      })),
    )
    .returning();
  const categoryId = (name: string) => (categoryRows.find((c) => c.name === name) as { id: number }).id;

  const productRows = await db
    .insert(products)
    .values(
      demoProducts.map((p) => ({
        productCategory: p.category,
        priceWithVat: p.price,
        translations: (['de', 'en', 'it'] as const).map((locale) => ({
          locale,
          name: p.name[locale],
          description: p.description[locale],
        })),
        configOptions: p.options,
        additionalAttributes: 'attributes' in p ? p.attributes : {},
        numberOfPurchases: 0,
      })),
    )
    .returning();

  // Places: each photograph's place resolves to its GeoNames town; the first part of the
  // manifest's place ("Luzern, Kapellbrücke") names the street or landmark inside it.
  const placeIdOf = new Map<string, number>();
  const cityIdOf = new Map<string, number>();
  const placeIdOfSpot = new Map<string, number>();
  const cityIdOfTown = new Map<string, number>();
  for (const entry of manifest) {
    // The glaciers lie close to the Canadian border, South Tyrol close to Austria: the nearest
    // town must be in the stated country.
    const country = /\bUSA$/.test(entry.place) ? 'US' : /South Tyrol/.test(entry.place) ? 'IT' : undefined;
    const override = townOverrides[path.basename(entry.file)];
    const town =
      (override && gazetteer.byName(override, country)) || gazetteer.nearest(entry.lat, entry.lon, country);
    const landmark =
      country === 'IT' ? tyroleanLandmark(entry.place, town.name) : landmarkIn(entry.place, town.name);
    // Photographs of the same spot (a re-photography pair, a street) share their place rows.
    const spot = `${town.country}|${town.admin1}|${town.name}|${landmark ?? ''}`;
    let placeId = placeIdOfSpot.get(spot);
    if (placeId === undefined) {
      placeId = (
        await placeRepository.ensurePlace(
          town,
          landmark ? { street: landmark, lat: entry.lat, lon: entry.lon } : undefined,
        )
      ).id;
      placeIdOfSpot.set(spot, placeId);
    }
    placeIdOf.set(entry.file, placeId);
    let cityId = cityIdOfTown.get(town.name);
    if (cityId === undefined) {
      cityId = await placeRepository.cityIdFor(town.name);
      cityIdOfTown.set(town.name, cityId);
    }
    cityIdOf.set(entry.file, cityId);
  }

  // Collections and their photographs.
  const historic = manifest.filter((entry) => !(entry.pairOf && entry.toYear > 1990));
  const photographIdOf = new Map<string, number>();
  const collectionIdOf = new Map<string, number>();
  const organizationRows = await db
    .insert(organizations)
    .values(Object.values(demoOrganizations).map((organization) => ({ ...organization })))
    .returning({ id: organizations.id, name: organizations.name });
  const organizationIdOf = (key: DemoOrganizationKey) =>
    organizationRows.find((row) => row.name === demoOrganizations[key].name)?.id ?? null;
  for (const collection of demoCollections) {
    const members = collection.filePrefix
      ? historic.filter((e) => collection.filePrefix?.test(path.basename(e.file)))
      : [];
    let placeId: number | null = null;
    if (collection.town) {
      const town = gazetteer.byName(collection.town.name, collection.town.country);
      if (town) placeId = (await placeRepository.ensurePlace(town)).id;
    } else if (members[0]) {
      placeId = placeIdOf.get(members[0].file) ?? null;
    }
    const collectionTexts = texts.collections[collection.key];
    if (!collectionTexts)
      throw new Error(`demo-archive/texts.de-en-it.json has no texts for ${collection.key}`);
    const [row] = await db
      .insert(photographCollections)
      .values({
        headline: collectionTexts.headline.de,
        about: collectionTexts.about.de,
        thumbnail: collection.cover ? demoFilePath(collection.cover) : null,
        ownerId: person(collection.owner),
        status: collection.status,
        placeId,
        fromYear: collection.fromYear,
        toYear: collection.toYear,
        licenseName: collection.licenseName,
        licenseUrl:
          collection.licenseName === 'not defined yet' ? null : licenseUrlOf(collection.licenseName),
        howManyPhotographs: collection.howMany,
        material: 'material' in collection ? collection.material : null,
        crowdfundingRequired: 'required' in collection ? collection.required : null,
        crowdfundingFunded: 'funded' in collection ? collection.funded : 0,
        isDigitalized: collection.status >= 3,
        internalRating: collection.status === 1 ? 6 : 4,
        personName: collection.status <= 1 ? 'Familie Gruber' : null,
        personEmail: collection.status <= 1 ? 'gruber@example.org' : null,
        privacy: true,
        organizationId:
          'organization' in collection && collection.organization
            ? organizationIdOf(collection.organization)
            : null,
      })
      .returning();
    const collectionId = (row as { id: number }).id;
    collectionIdOf.set(collection.key, collectionId);
    await db.insert(photographCollectionTranslations).values(
      locales.map((locale) => ({
        collectionId,
        locale,
        headline: collectionTexts.headline[locale],
        about: collectionTexts.about[locale],
        coverCaption: collectionTexts.coverCaption?.[locale] ?? null,
      })),
    );
    if (collection.status === 1) {
      await db
        .insert(collectionPerks)
        .values(
          productRows
            .filter((p) => p.productCategory === 'perk')
            .map((p, position) => ({ collectionId, productId: p.id, position })),
        );
    }
    if (members.length === 0) continue;
    // One insert per table and collection keeps the seed (run on every test boot) fast.
    const inserted = await db
      .insert(photographs)
      .values(
        members.map((entry) => {
          const licenseName = licenseNameOf(entry.license);
          return {
            collectionId,
            filePath: demoFilePath(entry.file),
            originalName: path.basename(entry.file),
            width: entry.width,
            height: entry.height,
            dateText: entry.dateText,
            fromYear: entry.fromYear,
            toYear: entry.toYear,
            placeId: placeIdOf.get(entry.file) ?? null,
            cityId: cityIdOf.get(entry.file) ?? null,
            isBlackAndWhite: entry.isBlackAndWhite,
            internalRating: entry.pairOf ? 7 : /luzern|jackson/.test(entry.file) ? 6 : 4,
            photographer: entry.photographer,
            source: sourceLine(textOf(entry.file)),
            licenseName,
            licenseUrl: licenseUrlOf(licenseName),
          };
        }),
      )
      .returning({ id: photographs.id, filePath: photographs.filePath });
    const idOfPath = new Map(inserted.map((row) => [row.filePath, row.id]));
    const added = members.map((entry) => ({
      entry,
      text: textOf(entry.file),
      photographId: idOfPath.get(demoFilePath(entry.file)) as number,
    }));
    for (const { entry, photographId } of added) photographIdOf.set(entry.file, photographId);
    await db.insert(photographTranslations).values(
      added.flatMap(({ text, photographId }) =>
        locales.map((locale) => ({
          photographId,
          locale,
          name: text[locale].title,
          description: text[locale].description,
        })),
      ),
    );
    const categorized = added.flatMap(({ text, photographId }) =>
      categoryRules
        .filter((rule) => rule.pattern.test(`${text.en.title} ${text.en.description}`))
        .map((rule) => ({ photographId, categoryId: categoryId(rule.category) })),
    );
    if (categorized.length > 0) await db.insert(photographCategories).values(categorized);
  }

  // The modern halves of the re-photography pairs become RetroSnaps of their historic photograph.
  const retrosnapIdOf = new Map<string, number>();
  for (const entry of manifest.filter((e) => e.pairOf && e.toYear > 1990)) {
    const photographId = photographIdOf.get(entry.pairOf as string);
    if (!photographId) continue;
    const licenseName = licenseNameOf(entry.license);
    const text = textOf(entry.file);
    // A RetroSnap has one text: German, the archive's first language (its three versions are in texts.de-en-it.json).
    // The uploader is the author; the photo credit stays with the photographer of the manifest.
    const [snap] = await db
      .insert(retrosnaps)
      .values({
        text: text.de.description,
        filePath: demoFilePath(entry.file),
        originalName: path.basename(entry.file),
        width: entry.width,
        height: entry.height,
        photographId,
        authorId: person('user'),
        placeName: entry.place,
        latitude: entry.lat,
        longitude: entry.lon,
        dateText: entry.dateText,
        photographer: entry.photographer,
        source: sourceLine(text),
        licenseName,
        licenseUrl: licenseUrlOf(licenseName),
        dateCreated: new Date(Date.UTC(entry.fromYear, 7, 15)),
      })
      .returning();
    retrosnapIdOf.set(entry.file, (snap as { id: number }).id);
  }

  const photo = (fileStart: string) => {
    const entry = [...photographIdOf.entries()].find(([file]) => path.basename(file).startsWith(fileStart));
    if (!entry) throw new Error(`demo photograph ${fileStart} missing`);
    return entry[1];
  };
  const photosWhere = (pattern: RegExp) =>
    [...photographIdOf.entries()].filter(([file]) => pattern.test(path.basename(file))).map(([, id]) => id);

  // Comments on marked areas, as visitors write them.
  const commentRows = await db
    .insert(comments)
    .values([
      {
        text: 'Der achteckige Wasserturm stand schon um 1300 als Teil der Stadtbefestigung im Fluss.',
        box: { x: 0.52, y: 0.18, width: 0.14, height: 0.5, degrees: 0 },
        photographId: photo('luzern-kapellbruecke'),
        authorId: person('editor'),
        categoryId: categoryId('Gebäude'),
        categoryAttributes: { name: 'Wasserturm', built: 1300, exists: true },
      },
      {
        text: 'Die Kapellbrücke brannte 1993 fast vollständig ab und wurde wieder aufgebaut.',
        box: { x: 0.05, y: 0.45, width: 0.45, height: 0.2, degrees: 0 },
        photographId: photo('luzern-kapellbruecke'),
        authorId: person('user'),
      },
      {
        text: 'Gruss aus Luzern – die Karte wurde beschrieben und verschickt.',
        box: { x: 0.6, y: 0.05, width: 0.35, height: 0.3, degrees: 0 },
        photographId: photo('luzern-loewendenkmal'),
        authorId: person('editor'),
        categoryId: categoryId('Text'),
      },
      {
        text: 'Soldaten mit aufgepflanztem Bajonett vor dem Bundeshaus.',
        box: { x: 0.2, y: 0.4, width: 0.5, height: 0.45, degrees: 0 },
        photographId: photo('bern-bundeshaus'),
        authorId: person('admin'),
        categoryId: categoryId('Person'),
      },
      {
        text: 'Der Pilatus im Hintergrund ist auf fast allen Luzerner Bildern zu sehen.',
        box: null,
        photographId: photo('luzern-musegg'),
        authorId: person('user'),
      },
      {
        text: 'Unglaublich, wie weit sich der Gletscher zurückgezogen hat.',
        box: null,
        retrosnapId: [...retrosnapIdOf.values()][0] ?? null,
        authorId: person('editor'),
      },
    ])
    .returning();
  await db.insert(commentVotes).values([
    { commentId: (commentRows[0] as { id: number }).id, personId: person('user'), value: 1 },
    { commentId: (commentRows[0] as { id: number }).id, personId: person('admin'), value: 1 },
    { commentId: (commentRows[3] as { id: number }).id, personId: person('editor'), value: 1 },
  ]);
  await db.execute(
    sql`update comments c set upvote_count = coalesce((select sum(value) from comment_votes v where v.comment_id = c.id), 0)`,
  );

  // Albums with sub-albums: their own columns hold German, the archive's first language; every
  // language (German too) is a row of image_gallery_translations.
  const albumText = (key: string) => {
    const album = texts.albums[key];
    if (!album) throw new Error(`demo-archive/texts.de-en-it.json has no texts for album ${key}`);
    return { headline: album.headline.de, description: album.description.de, text: album.text.de };
  };
  const albumTranslations = (galleryId: number, headline: string) => {
    const album = Object.values(texts.albums).find((entry) => entry.headline.de === headline);
    return album
      ? locales.map((locale) => ({
          galleryId,
          locale,
          headline: album.headline[locale],
          description: album.description[locale],
          text: album.text[locale],
        }))
      : [];
  };
  const gallery = async (
    values: typeof imageGalleries.$inferInsert,
    content: { photographs?: number[]; retrosnaps?: number[]; categories?: string[] },
  ) => {
    const [row] = await db.insert(imageGalleries).values(values).returning();
    const galleryId = (row as { id: number }).id;
    const translations = albumTranslations(galleryId, values.headline);
    if (translations.length > 0) await db.insert(imageGalleryTranslations).values(translations);
    if (content.photographs?.length)
      await db
        .insert(galleryPhotographs)
        .values(content.photographs.map((photographId, position) => ({ galleryId, photographId, position })));
    if (content.retrosnaps?.length)
      await db
        .insert(galleryRetrosnaps)
        .values(content.retrosnaps.map((retrosnapId, position) => ({ galleryId, retrosnapId, position })));
    if (content.categories?.length)
      await db
        .insert(galleryCategories)
        .values(content.categories.map((name) => ({ galleryId, categoryId: categoryId(name) })));
    return galleryId;
  };
  const lucerneId = await gallery(
    {
      ...albumText('lucerne'),
      ownerId: person('editor'),
      placeId: placeIdOf.get('images/luzern-kapellbruecke-ca1895.jpg') ?? null,
      fromYear: 1860,
      toYear: 1920,
      internalRating: 8,
      showBig: true,
    },
    { photographs: photosWhere(/^luzern-/), categories: ['Gebäude'] },
  );
  const glaciersId = await gallery(
    {
      ...albumText('glaciers'),
      ownerId: person('admin'),
      fromYear: 1901,
      toYear: 1980,
      internalRating: 9,
      showBig: true,
    },
    { photographs: photosWhere(/^gnp-/), retrosnaps: [...retrosnapIdOf.values()] },
  );
  const switzerlandId = await gallery(
    {
      ...albumText('switzerland'),
      ownerId: person('admin'),
      fromYear: 1918,
      toYear: 1918,
      internalRating: 5,
    },
    { photographs: photosWhere(/^(beatenberg|bern|zuerich)-/), categories: ['Person'] },
  );
  const alpsId = await gallery(
    {
      ...albumText('alps'),
      ownerId: person('admin'),
      fromYear: 1860,
      toYear: 1980,
      internalRating: 7,
    },
    { photographs: photosWhere(/^jackson-/) },
  );
  const milwaukeeId = await gallery(
    {
      ...albumText('milwaukee'),
      ownerId: person('editor'),
      placeId: placeIdOf.get('images/milwaukee-1936-slums-milwaukee-wisconsin.jpg') ?? null,
      fromYear: 1936,
      toYear: 1936,
      internalRating: 6,
    },
    { photographs: photosWhere(/^milwaukee-/), categories: ['Gebäude'] },
  );
  const westId = await gallery(
    {
      ...albumText('west'),
      ownerId: person('user'),
      fromYear: 1895,
      toYear: 1919,
      internalRating: 3,
    },
    { photographs: photosWhere(/^(moscow|pullman|albion|cottonwood)-/), categories: ['Gebäude'] },
  );
  await gallery(
    {
      headline: 'My RetroSnaps',
      description: '',
      ownerId: person('user'),
      isPrivate: true,
      isUserAlbum: true,
      showInFeed: false,
    },
    { retrosnaps: [...retrosnapIdOf.values()].slice(0, 3) },
  );
  await db.insert(gallerySubGalleries).values([
    { parentId: alpsId, childId: lucerneId, position: 0 },
    { parentId: alpsId, childId: glaciersId, position: 1 },
    { parentId: alpsId, childId: switzerlandId, position: 2 },
    { parentId: milwaukeeId, childId: westId, position: 0 },
  ]);
  await db.insert(galleryComments).values([
    { galleryId: lucerneId, commentId: (commentRows[0] as { id: number }).id },
    { galleryId: switzerlandId, commentId: (commentRows[3] as { id: number }).id },
  ]);

  await db
    .insert(svgTemplates)
    .values(
      demoSvgTemplates.map((t) => ({ title: t.title, settings: { imagesCount: t.imagesCount }, svg: t.svg })),
    );
  const kapellbruecke = photo('luzern-kapellbruecke');
  await db.insert(shortUrls).values([
    {
      code: 'kapell',
      urlPath: `/photographs/show/${kapellbruecke}`,
      utmSource: 'postcard',
      utmMedium: 'qr',
      utmCampaign: 'demo',
    },
    {
      code: 'ar-kapell',
      urlPath: `/image-ar/${kapellbruecke}`,
      utmSource: 'poster',
      utmMedium: 'qr',
      utmCampaign: 'demo',
    },
    {
      code: 'gletscher',
      urlPath: `/image_galleries/show/${glaciersId}`,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'glaciers',
    },
  ]);
  const firstSnap = [...retrosnapIdOf.keys()][0];
  await db.insert(announcements).values({
    translations: [
      {
        locale: 'de',
        name: 'Neu: Gletscher einst und jetzt',
        text: 'Elf Wiederholungsfotos zeigen den Rückgang der Gletscher.',
        description: '',
      },
      {
        locale: 'en',
        name: 'New: glaciers then and now',
        text: 'Eleven repeat photographs show how the glaciers retreated.',
        description: '',
      },
      {
        locale: 'it',
        name: 'Novità: ghiacciai ieri e oggi',
        text: 'Undici rifotografie mostrano il ritiro dei ghiacciai.',
        description: '',
      },
    ],
    images: firstSnap ? [demoFilePath(firstSnap)] : [],
    link: `/image_galleries/show/${glaciersId}`,
    internalRating: 5,
  });

  for (const type of [
    'Photograph',
    'ImageGallery',
    'PhotographCollection',
    'Retrosnap',
    'Announcement',
  ] as const) {
    await refreshFeedItems(db, type);
  }
  await markFeedProjectionCurrent(db);
  await refreshGeoAggregates(db);
  return {
    photographs: photographIdOf.size,
    retrosnaps: retrosnapIdOf.size,
    collections: collectionIdOf.size,
  };
}
