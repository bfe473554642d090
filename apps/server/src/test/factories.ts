import type { App } from '../app.types.js';
import { categories } from '../db/schema/categories.js';
import { photographCollections } from '../db/schema/collections.js';
import { comments, galleryComments } from '../db/schema/comments.js';
import {
  galleryCategories,
  galleryPhotographs,
  galleryRetrosnaps,
  gallerySubGalleries,
  imageGalleries,
} from '../db/schema/galleries.js';
import { mentions } from '../db/schema/mentions.js';
import { people, users } from '../db/schema/people.js';
import { photographCategories, photographs, photographTranslations } from '../db/schema/photographs.js';
import { places } from '../db/schema/places.js';
import { retrosnaps } from '../db/schema/retrosnaps.js';
import { documentIri } from '../hydra/iri.js';
import { hashPassword } from '../modules/accounts/password.service.js';
import { refreshFeedItems } from '../modules/feed-items/feed-item.projection.js';

/**
 * Builders of the rows an API test needs, so that a test states its own world instead of leaning
 * on the demo archive. Rows go in through the Drizzle tables (as the seed makes them) and the feed
 * projection is refreshed, so the feed and the search see them as they would see real content.
 * Every builder takes sensible defaults, lets a test override any column, and returns the row
 * with its IRI.
 */

export type Role = 'user' | 'editor' | 'admin';

/** The role lists the demo accounts carry (an admin is not an editor by role, the hierarchy makes it one). */
const rolesOf: Record<Role, string[]> = {
  user: ['ROLE_USER'],
  editor: ['ROLE_USER', 'ROLE_EDITOR'],
  admin: ['ROLE_USER', 'ROLE_ADMIN'],
};

/** Numbers names, e-mail addresses and file names so that rows built in one database never collide. */
let sequence = 0;
const nextNumber = () => {
  sequence += 1;
  return sequence;
};

export const factoryPassword = 'factory-password-1';
// Argon2 is slow on purpose; one hash serves every account a suite builds.
let passwordHash: Promise<string> | undefined;
const factoryPasswordHash = () => {
  passwordHash ??= hashPassword(factoryPassword);
  return passwordHash;
};

export async function buildPerson(app: App, overrides: Partial<typeof people.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(people)
    .values({ name: `Person ${nextNumber()}`, pictureUrl: '1', ...overrides })
    .returning();
  if (!row) throw new Error('person not inserted');
  return { ...row, iri: documentIri('Person', row.id) };
}

export type Account = {
  userId: number;
  personId: number;
  personIri: string;
  email: string;
  password: string;
};

/** A fresh, activated account with its person, made directly (no mail round trip). */
export async function buildAccount(
  app: App,
  options: { role?: Role; email?: string; person?: Partial<typeof people.$inferInsert> } = {},
): Promise<Account> {
  const role = options.role ?? 'user';
  const number = nextNumber();
  const person = await buildPerson(app, { name: `${role} ${number}`, ...options.person });
  const email = options.email ?? `${role}-${number}@factory.test`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      username: email,
      passwordHash: await factoryPasswordHash(),
      isActive: true,
      roles: rolesOf[role],
      personId: person.id,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  return { userId: user.id, personId: person.id, personIri: person.iri, email, password: factoryPassword };
}

export type SignedIn = Account & {
  token: string;
  refreshToken: string;
  headers: { authorization: string };
};

/**
 * A fresh account signed in for real through POST /authentication_token.
 * Each call makes a new person: `signedIn(app)` twice gives an owner and a stranger.
 */
export async function signedIn(app: App, role: Role = 'user'): Promise<SignedIn> {
  const account = await buildAccount(app, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/authentication_token',
    payload: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${account.email} answered ${response.statusCode}: ${response.body}`);
  }
  const tokens = response.json() as { token: string; refresh_token: string };
  return {
    ...account,
    token: tokens.token,
    refreshToken: tokens.refresh_token,
    headers: { authorization: `Bearer ${tokens.token}` },
  };
}

/** A street in Lucerne unless told otherwise; its keys follow the hierarchy the place search reads. */
export async function buildPlace(app: App, overrides: Partial<typeof places.$inferInsert> = {}) {
  const number = nextNumber();
  const street = overrides.streetAddress ?? `Gasse ${number}`;
  const streetKey = `CH.LU.LUZERN.GASSE${number}`;
  const [row] = await app.db
    .insert(places)
    .values({
      placeKey: streetKey,
      name: street,
      searchName: street.toLowerCase(),
      addressCountry: 'CH',
      addressCountryLong: 'Schweiz',
      addressRegion: 'Luzern',
      addressRegionKey: 'CH.LU',
      addressLocality: 'Luzern',
      addressLocalityKey: 'CH.LU.LUZERN',
      streetAddress: street,
      streetAddressKey: streetKey,
      latitude: 47.0517,
      longitude: 8.3073,
      placeKeys: ['CH', 'CH.LU', 'CH.LU.LUZERN', streetKey],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('place not inserted');
  return { ...row, iri: documentIri('Place', row.id) };
}

export async function buildCategory(app: App, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(categories)
    .values({ name: `Category ${nextNumber()}`, ...overrides })
    .returning();
  if (!row) throw new Error('category not inserted');
  return { ...row, iri: documentIri('Category', row.id) };
}

type CollectionOverrides = Partial<typeof photographCollections.$inferInsert>;

/** A collection, by default owned by a new person and done (status 4), so it shows in the feed. */
export async function buildCollection(app: App, overrides: CollectionOverrides = {}) {
  const ownerId = overrides.ownerId === undefined ? (await buildPerson(app)).id : overrides.ownerId;
  const [row] = await app.db
    .insert(photographCollections)
    .values({
      headline: `Collection ${nextNumber()}`,
      about: 'A box of prints from an attic.',
      status: 4,
      fromYear: 1900,
      toYear: 1930,
      ...overrides,
      ownerId,
    })
    .returning();
  if (!row) throw new Error('collection not inserted');
  await refreshFeedItems(app.db, 'PhotographCollection', [row.id]);
  return { ...row, iri: documentIri('PhotographCollection', row.id) };
}

type PhotographOverrides = Partial<typeof photographs.$inferInsert> & {
  /** Title and description, stored as the photograph's English text like the demo archive's. */
  name?: string;
  description?: string;
  /** Texts per language instead of the one English `name` and `description`. */
  translations?: Array<{ locale: string; name: string; description?: string }>;
  categoryIds?: number[];
};

export async function buildPhotograph(app: App, overrides: PhotographOverrides = {}) {
  const { name, description, translations, categoryIds = [], ...columns } = overrides;
  const number = nextNumber();
  const [row] = await app.db
    .insert(photographs)
    .values({
      filePath: `factory/photograph-${number}.jpg`,
      originalName: `photograph-${number}.jpg`,
      width: 1200,
      height: 800,
      dateText: 'um 1900',
      fromYear: 1895,
      toYear: 1905,
      isBlackAndWhite: true,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('photograph not inserted');
  await app.db.insert(photographTranslations).values(
    (translations ?? [{ locale: 'en', name: name ?? `Photograph ${number}`, description }]).map((text) => ({
      photographId: row.id,
      locale: text.locale,
      name: text.name,
      description: text.description ?? '',
    })),
  );
  if (categoryIds.length > 0) {
    await app.db
      .insert(photographCategories)
      .values(categoryIds.map((categoryId) => ({ photographId: row.id, categoryId })));
  }
  await refreshFeedItems(app.db, 'Photograph', [row.id]);
  // A collection's feed entry shows its first pictures.
  if (row.collectionId !== null) await refreshFeedItems(app.db, 'PhotographCollection', [row.collectionId]);
  return { ...row, iri: documentIri('Photograph', row.id) };
}

type AlbumOverrides = Partial<typeof imageGalleries.$inferInsert> & {
  photographIds?: number[];
  retrosnapIds?: number[];
  categoryIds?: number[];
  /** Albums shown inside this one, in this order. */
  subAlbumIds?: number[];
  /** Photograph comments (marked areas) the album shows as items of their own. */
  photographCommentIds?: number[];
};

/** An album, by default public, owned by a new person and empty. */
export async function buildAlbum(app: App, overrides: AlbumOverrides = {}) {
  const {
    photographIds = [],
    retrosnapIds = [],
    categoryIds = [],
    subAlbumIds = [],
    photographCommentIds = [],
    ...columns
  } = overrides;
  const ownerId = columns.ownerId === undefined ? (await buildPerson(app)).id : columns.ownerId;
  const [row] = await app.db
    .insert(imageGalleries)
    .values({
      headline: `Album ${nextNumber()}`,
      description: 'Pictures that belong together.',
      ...columns,
      ownerId,
    })
    .returning();
  if (!row) throw new Error('album not inserted');
  const galleryId = row.id;
  if (photographIds.length > 0) {
    await app.db
      .insert(galleryPhotographs)
      .values(photographIds.map((photographId, position) => ({ galleryId, photographId, position })));
  }
  if (retrosnapIds.length > 0) {
    await app.db
      .insert(galleryRetrosnaps)
      .values(retrosnapIds.map((retrosnapId, position) => ({ galleryId, retrosnapId, position })));
  }
  if (categoryIds.length > 0) {
    await app.db
      .insert(galleryCategories)
      .values(categoryIds.map((categoryId) => ({ galleryId, categoryId })));
  }
  if (subAlbumIds.length > 0) {
    await app.db
      .insert(gallerySubGalleries)
      .values(subAlbumIds.map((childId, position) => ({ parentId: galleryId, childId, position })));
  }
  if (photographCommentIds.length > 0) {
    await app.db
      .insert(galleryComments)
      .values(photographCommentIds.map((commentId, position) => ({ galleryId, commentId, position })));
  }
  await refreshFeedItems(app.db, 'ImageGallery', [galleryId]);
  return { ...row, iri: documentIri('ImageGallery', galleryId) };
}

/** A RetroSnap, by default of a new photograph and by a new person. */
export async function buildRetrosnap(app: App, overrides: Partial<typeof retrosnaps.$inferInsert> = {}) {
  const photographId = overrides.photographId ?? (await buildPhotograph(app)).id;
  const authorId = overrides.authorId === undefined ? (await buildPerson(app)).id : overrides.authorId;
  const number = nextNumber();
  const [row] = await app.db
    .insert(retrosnaps)
    .values({
      text: `Then and now ${number}`,
      filePath: `factory/retrosnap-${number}.jpg`,
      originalName: `retrosnap-${number}.jpg`,
      width: 1200,
      height: 800,
      ...overrides,
      photographId,
      authorId,
    })
    .returning();
  if (!row) throw new Error('RetroSnap not inserted');
  await refreshFeedItems(app.db, 'Retrosnap', [row.id]);
  // RetroSnaps lift their photograph's feed rating.
  await refreshFeedItems(app.db, 'Photograph', [photographId]);
  return { ...row, iri: documentIri('Retrosnap', row.id) };
}

/**
 * A comment, by default by a new person on a new photograph. Give `retrosnapId` or
 * `imageGalleryId` (with `photographId: null`) to comment on something else.
 */
export async function buildComment(app: App, overrides: Partial<typeof comments.$inferInsert> = {}) {
  const onOtherSubject = Boolean(overrides.retrosnapId ?? overrides.imageGalleryId);
  const photographId =
    overrides.photographId !== undefined || onOtherSubject
      ? (overrides.photographId ?? null)
      : (await buildPhotograph(app)).id;
  const authorId = overrides.authorId === undefined ? (await buildPerson(app)).id : overrides.authorId;
  const [row] = await app.db
    .insert(comments)
    .values({ text: `Comment ${nextNumber()}`, ...overrides, photographId, authorId })
    .returning();
  if (!row) throw new Error('comment not inserted');
  // Conversation lifts a photograph's feed rating.
  if (photographId !== null) await refreshFeedItems(app.db, 'Photograph', [photographId]);
  return { ...row, iri: documentIri('Comment', row.id) };
}

/** A person named in the pictures (a mention row), by default created by a new person, without crops. */
export async function buildMention(app: App, overrides: Partial<typeof mentions.$inferInsert> = {}) {
  const createdById =
    overrides.createdById === undefined ? (await buildPerson(app)).id : overrides.createdById;
  const [row] = await app.db
    .insert(mentions)
    .values({
      name: `Mentioned ${nextNumber()}`,
      description: 'Seen on a picture.',
      ...overrides,
      createdById,
    })
    .returning();
  if (!row) throw new Error('mention not inserted');
  return { ...row, iri: documentIri('Mention', row.id) };
}
