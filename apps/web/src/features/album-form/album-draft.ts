import {
  type AttributeDefinition,
  attributeDefinitionsOf,
} from '@retropics/domain/contracts/category-attributes.contract';
import {
  GALLERY_MAX_YEAR,
  GALLERY_MIN_YEAR,
  type GalleryOutput,
  type GalleryWriteInput,
  galleryWriteBody,
} from '@retropics/domain/contracts/image-gallery.contract';
import { type GalleryItemLists, galleryItem, withGalleryItem } from '@retropics/domain/gallery-items';
import { type SearchFilter, searchParametersParam } from '@retropics/domain/search-filters';
import {
  type AttributeFormValue,
  attributeFormValues,
  checkedAttributes,
  type DraftErrors,
} from '../../components/comment-form/comment-draft';
import type { FormPlace } from '../../components/place-search/place-field';

/** The place an album is about (a place row or a key of the place search or a place filter). */
export type DraftPlace = FormPlace;

/** An uploaded cover picture (spec §7 POST image_galleries/upload): the album's `thumbnail`. */
export interface CoverUpload {
  filePath: string;
  originalName: string | null;
  /** Where the picture can be seen. */
  previewUrl: string;
}

/** Spec §4: the cover is a template filled with photographs of the album (the default), or an uploaded image. */
export interface AlbumCover {
  useTemplate: boolean;
  /** The template id; null: the server's default template (the first). */
  template: number | null;
  /** Photograph ids in the order they fill the template; none: the album's first photographs. */
  images: number[];
  /** Kept while the person switches to the template and back; saved only as the chosen cover. */
  upload: CoverUpload | null;
}

/** The album while its owner writes it: the form's fields as typed, the items as the album holds them. */
export interface AlbumDraft extends GalleryItemLists {
  headline: string;
  description: string;
  /** Rich text (HTML, headings 1 to 3). */
  text: string;
  isPrivate: boolean;
  place: DraftPlace | null;
  /** Category IRIs. */
  categories: string[];
  attributes: Record<string, AttributeFormValue>;
  /** As typed into the year fields; checked as numbers on saving. */
  fromYear: string;
  toYear: string;
  /** The feed query string of the search the album shows (spec §2 'album from a search'). */
  searchParameters: string | null;
  cover: AlbumCover;
  titleAlreadyInImage: boolean;
}

/** A new album (spec §3 defaults: 1850 to 1980, public, the default template). */
export function newAlbumDraft(): AlbumDraft {
  return {
    headline: '',
    description: '',
    text: '',
    isPrivate: false,
    place: null,
    categories: [],
    attributes: {},
    fromYear: String(GALLERY_MIN_YEAR),
    toYear: String(GALLERY_MAX_YEAR),
    searchParameters: null,
    cover: { useTemplate: true, template: null, images: [], upload: null },
    titleAlreadyInImage: false,
    photographs: [],
    retrosnaps: [],
    subGalleries: [],
    photographComments: [],
  };
}

/**
 * A new album that starts with one item (`/image_galleries/create?item=/photographs/12`, the
 * add-to-album dialog's 'new album'). Anything an album cannot hold is left out.
 */
export function draftWithItem(draft: AlbumDraft, iri: string | null): AlbumDraft {
  if (!iri) return draft;
  try {
    return withGalleryItem(draft, galleryItem(iri));
  } catch {
    return draft;
  }
}

/**
 * A new album from the feed's search (spec §2 ImageGalleryCreateSearchparameters): it keeps the
 * search as `searchParameters`, and the filters fill the fields they say something about.
 */
export function draftFromSearch(filters: readonly SearchFilter[]): AlbumDraft {
  const draft: AlbumDraft = { ...newAlbumDraft(), searchParameters: searchParametersParam(filters) || null };
  for (const filter of filters) {
    switch (filter.type) {
      case 'text':
        draft.headline = filter.data.text;
        break;
      case 'category':
        draft.categories = [`/categories/${filter.data.id}`];
        break;
      case 'place':
        draft.place = {
          iri: null,
          key: filter.data.key,
          label: filter.label === filter.data.key ? null : filter.label,
        };
        break;
      case 'daterange':
        draft.fromYear = String(filter.data.fromYear);
        draft.toYear = String(filter.data.toYear);
        break;
      default:
        break;
    }
  }
  return draft;
}

/** The saved album as its form shows it. `placeLabel` names its place in the reader's language. */
export function draftOfAlbum(album: GalleryOutput, placeLabel: string | null): AlbumDraft {
  const settings = album.thumbnailSettings;
  const access = album.coverAccess ? `?${album.coverAccess}` : '';
  return {
    headline: album.headline,
    description: album.description,
    text: album.text,
    isPrivate: album.isPrivate,
    place: album.place ? { iri: album.place['@id'], key: null, label: placeLabel ?? album.place.name } : null,
    categories: [...album.categories],
    attributes: attributeFormValues(album.categoryAttributes),
    fromYear: String(album.fromYear),
    toYear: String(album.toYear),
    searchParameters: album.searchParameters,
    cover: {
      useTemplate: settings.useTemplate && !album.thumbnail,
      template: settings.template,
      images: [...settings.images],
      upload: album.thumbnail
        ? {
            filePath: album.thumbnail,
            originalName: settings.originalName,
            previewUrl: `/image_galleries/${album.thumbnail}/display.jpeg${access}`,
          }
        : null,
    },
    titleAlreadyInImage: album.titleAlreadyInImage,
    photographs: [...album.photographs],
    retrosnaps: [...album.retrosnaps],
    subGalleries: [...album.subGalleries],
    photographComments: [...album.photographComments],
  };
}

/** The attribute fields of the chosen categories, one per code (spec §3 attributesDefinition). */
export function attributeDefinitionsFor(
  categories: ReadonlyArray<{
    '@id': string;
    translations: ReadonlyArray<{ attributesDefinition: readonly AttributeDefinition[] }>;
  }>,
  chosen: readonly string[],
): AttributeDefinition[] {
  return attributeDefinitionsOf(
    categories
      .filter((category) => chosen.includes(category['@id']))
      .flatMap((category) => category.translations),
  );
}

/** A typed year, or NaN for anything that is not one (the contract names it). */
function yearOf(typed: string): number {
  return /^\s*\d{1,4}\s*$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The request body of the draft (spec §7 POST image_galleries / PUT {gallery @id}), checked with
 * the domain contract the server checks with, or the messages per field (`headline`, `toYear`,
 * `categoryAttributes.born`, …).
 */
export function albumBody(
  draft: AlbumDraft,
  definitions: readonly AttributeDefinition[],
): { body: GalleryWriteInput; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const categoryAttributes = checkedAttributes(definitions, draft.attributes, errors);
  const { cover, place } = draft;
  const upload = cover.useTemplate ? null : cover.upload;
  const body: GalleryWriteInput = {
    headline: draft.headline,
    description: draft.description,
    text: draft.text,
    isPrivate: draft.isPrivate,
    place: place ? (place.iri ?? { placeId: place.key }) : null,
    categories: draft.categories,
    categoryAttributes,
    fromYear: yearOf(draft.fromYear),
    toYear: yearOf(draft.toYear),
    searchParameters: draft.searchParameters,
    photographs: [...draft.photographs],
    retrosnaps: [...draft.retrosnaps],
    subGalleries: [...draft.subGalleries],
    photographComments: [...draft.photographComments],
    // The server shows an uploaded picture whenever there is one, so a template cover sends none.
    thumbnail: upload?.filePath ?? null,
    thumbnailSettings: {
      useTemplate: cover.useTemplate,
      template: cover.template,
      images: cover.useTemplate ? cover.images : [],
      originalName: upload?.originalName ?? null,
    },
    titleAlreadyInImage: draft.titleAlreadyInImage,
  };
  const checked = galleryWriteBody.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.map(String).join('.') || '_error'] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

/** Fields that show their own message; a path below one of them shows there. */
const FIELDS = [
  'headline',
  'description',
  'text',
  'isPrivate',
  'place',
  'categories',
  'fromYear',
  'toYear',
  'subGalleries',
  'searchParameters',
  'titleAlreadyInImage',
] as const;

/**
 * Where a message of the check or a server violation shows: its field, an attribute's own field,
 * the cover section for the cover and the upload, else above the buttons (`_error`).
 */
export function fieldOfPath(path: string): string {
  if (path.startsWith('categoryAttributes.')) return path;
  if (path === 'categoryAttributes') return 'categories';
  if (path === 'thumbnail' || path === 'file' || path.startsWith('thumbnailSettings')) return 'cover';
  const head = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? head : '_error';
}

/** Messages per field they show beside (the check's and the server's paths alike). */
export function placeErrors(byPath: DraftErrors): DraftErrors {
  const placed: DraftErrors = {};
  for (const [path, text] of Object.entries(byPath)) {
    if (text !== undefined) placed[fieldOfPath(path)] ??= text;
  }
  return placed;
}
