import { type AnyPgColumn, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export type AttributeType = 'Text' | 'Number' | 'Date' | 'Time' | 'Boolean' | 'Location' | 'AlbumLink';
export type AttributeDefinition = { code: string; name: string; type: AttributeType };
export type CategoryTranslation = {
  locale: string;
  name: string;
  attributesDefinition: AttributeDefinition[];
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id, {
    onDelete: 'set null',
  }),
  isForGalleries: boolean('is_for_galleries').notNull().default(true),
  isForPhotographs: boolean('is_for_photographs').notNull().default(true),
  isForComments: boolean('is_for_comments').notNull().default(true),
  translations: jsonb('translations').$type<CategoryTranslation[]>().notNull().default([]),
});
