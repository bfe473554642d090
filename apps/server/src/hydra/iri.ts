/** Collection paths per resource class; an item's IRI is `${path}/${id}`. */
export const resourcePaths = {
  Photograph: '/photographs',
  ImageGallery: '/image_galleries',
  PhotographCollection: '/photograph_collections',
  Retrosnap: '/retrosnaps',
  Announcement: '/announcements',
  Comment: '/comments',
  Category: '/categories',
  Person: '/people',
  Mention: '/mentions',
  Place: '/places',
  Product: '/products',
  SvgTemplate: '/svg_templates',
  City: '/cities',
  FeedItem: '/feed_items',
  Organization: '/organizations',
  Sponsor: '/sponsors',
} as const;

export type ResourceType = keyof typeof resourcePaths;

export const documentIri = (type: ResourceType, id: number | string) => `${resourcePaths[type]}/${id}`;

export const iriOrNull = (type: ResourceType, id: number | null | undefined) =>
  id === null || id === undefined ? null : documentIri(type, id);
