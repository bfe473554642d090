import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { people } from './people.js';

/**
 * Every stored upload, whoever made it and for what. A later call (create a RetroSnap, set an
 * album cover, order a print) refers to `filePath`; the owning module checks here that the file
 * exists and belongs to the person, and reads what the file told about itself (EXIF date, GPS).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    /** 'image_gallery' | 'retrosnap' | 'product' | 'mention' | 'photograph'. */
    purpose: text('purpose').notNull(),
    /** Storage key of the stored original (see media/media-paths.ts). */
    storageKey: text('storage_key').notNull().unique(),
    /** The path clients use: relative to the purpose's folder (photographs/, image_galleries/ …). */
    filePath: text('file_path').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Calendar date the camera recorded (EXIF DateTimeOriginal), as YYYY-MM-DD. */
    takenOn: text('taken_on'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    uploadedById: integer('uploaded_by_id').references(() => people.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The UUID the uploading device gave the file (the RetroSnap offline queue): the same upload
     * sent again answers the stored file instead of storing a second one.
     */
    clientKey: text('client_key'),
  },
  (table) => [
    uniqueIndex('media_uploads_client_key').on(table.uploadedById, table.purpose, table.clientKey),
    index('media_uploads_file_path').on(table.purpose, table.filePath),
    index('media_uploads_uploader').on(table.uploadedById),
  ],
);
