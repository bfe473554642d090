ALTER TABLE "feed_items" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "feed_position" smallint;--> statement-breakpoint
CREATE INDEX "feed_items_pinned" ON "feed_items" USING btree ("feed_position") WHERE feed_position is not null;--> statement-breakpoint
UPDATE "feed_items" f SET "link" = a."link", "starts_at" = a."starts_at", "ends_at" = a."ends_at", "feed_position" = a."feed_position" FROM "announcements" a WHERE f."document_type" = 'Announcement' AND f."document_id" = a."id";
