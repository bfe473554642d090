CREATE TABLE "photograph_collection_translations" (
	"collection_id" integer NOT NULL,
	"locale" text NOT NULL,
	"headline" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"cover_caption" text,
	CONSTRAINT "photograph_collection_translations_collection_id_locale_pk" PRIMARY KEY("collection_id","locale"),
	CONSTRAINT "photograph_collection_translation_locale" CHECK ("photograph_collection_translations"."locale" in ('de', 'en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "image_gallery_translations" (
	"gallery_id" integer NOT NULL,
	"locale" text NOT NULL,
	"headline" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "image_gallery_translations_gallery_id_locale_pk" PRIMARY KEY("gallery_id","locale"),
	CONSTRAINT "image_gallery_translation_locale" CHECK ("image_gallery_translations"."locale" in ('de', 'en', 'it'))
);
--> statement-breakpoint
ALTER TABLE "photograph_collection_translations" ADD CONSTRAINT "photograph_collection_translations_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_gallery_translations" ADD CONSTRAINT "image_gallery_translations_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Albums and collections written before this migration keep their one text as the German row.
INSERT INTO "image_gallery_translations" ("gallery_id", "locale", "headline", "description", "text")
  SELECT "id", 'de', "headline", "description", "text" FROM "image_galleries" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "photograph_collection_translations" ("collection_id", "locale", "headline", "about", "text")
  SELECT "id", 'de', "headline", "about", "text" FROM "photograph_collections" ON CONFLICT DO NOTHING;
