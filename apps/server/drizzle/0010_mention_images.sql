CREATE TABLE "mention_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"mention_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"photograph_id" integer,
	"is_backside" boolean DEFAULT false NOT NULL,
	"comment_id" integer,
	"created_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mention_images_image_path_unique" UNIQUE("image_path")
);
--> statement-breakpoint
ALTER TABLE "mention_images" ADD CONSTRAINT "mention_images_mention_id_mentions_id_fk" FOREIGN KEY ("mention_id") REFERENCES "public"."mentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_images" ADD CONSTRAINT "mention_images_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_images" ADD CONSTRAINT "mention_images_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_images" ADD CONSTRAINT "mention_images_created_by_id_people_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mention_images_mention" ON "mention_images" USING btree ("mention_id","id");--> statement-breakpoint
CREATE INDEX "mention_images_photograph" ON "mention_images" USING btree ("photograph_id");--> statement-breakpoint
CREATE INDEX "mention_images_comment" ON "mention_images" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "mentions_mother" ON "mentions" USING btree ("mother_id");--> statement-breakpoint
CREATE INDEX "mentions_father" ON "mentions" USING btree ("father_id");--> statement-breakpoint
-- Family links written before these rules: a person is not their own parent, nor are both parents one person.
UPDATE "mentions" SET "mother_id" = NULL WHERE "mother_id" = "id";--> statement-breakpoint
UPDATE "mentions" SET "father_id" = NULL WHERE "father_id" = "id" OR "father_id" = "mother_id";--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mention_not_own_mother" CHECK ("mentions"."mother_id" <> "mentions"."id");--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mention_not_own_father" CHECK ("mentions"."father_id" <> "mentions"."id");--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mention_parents_differ" CHECK ("mentions"."mother_id" <> "mentions"."father_id");--> statement-breakpoint
-- A crop kept on the person before this migration becomes their first identification (without a picture to point at).
INSERT INTO "mention_images" ("mention_id", "image_path", "created_by_id", "date_created")
  SELECT "id", "image_path", "created_by_id", "date_created" FROM "mentions" WHERE "image_path" IS NOT NULL
  ON CONFLICT DO NOTHING;
