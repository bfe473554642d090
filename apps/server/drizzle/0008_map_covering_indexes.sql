-- The map's 500 best-rated items in a box are found in two steps (feed-item.repository.ts): their
-- ids from one of these indexes alone (an index-only scan, no table rows read), then the 500 rows.
-- A large box walks feed_items_map_order in rating order and keeps ids whose position lies inside;
-- a small one reads the box's entries of feed_items_geo and sorts them by rating.
-- Drizzle's index builder has no INCLUDE, so the schema declares these indexes without it.
DROP INDEX IF EXISTS "feed_items_map_order";--> statement-breakpoint
CREATE INDEX "feed_items_map_order" ON "feed_items" USING btree ("computed_rating" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("latitude", "longitude") WHERE latitude is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "feed_items_geo";--> statement-breakpoint
CREATE INDEX "feed_items_geo" ON "feed_items" USING btree ("latitude", "longitude") INCLUDE ("computed_rating", "id");
