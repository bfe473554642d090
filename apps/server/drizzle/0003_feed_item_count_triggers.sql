-- Keeps feed_item_counts in step with feed_items. Statement-level triggers with transition
-- tables cost one grouped upsert per statement, so a bulk projection of a million rows stays fast.
CREATE FUNCTION feed_item_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_item_counts (document_type, show_in_feed, count)
    SELECT document_type, show_in_feed, count(*) FROM new_rows GROUP BY 1, 2
  ON CONFLICT (document_type, show_in_feed) DO UPDATE SET count = feed_item_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION feed_item_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_item_counts c SET count = c.count - o.n
    FROM (SELECT document_type, show_in_feed, count(*) AS n FROM old_rows GROUP BY 1, 2) o
    WHERE c.document_type = o.document_type AND c.show_in_feed = o.show_in_feed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_items_count_insert AFTER INSERT ON feed_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_item_counts_add();
--> statement-breakpoint
CREATE TRIGGER feed_items_count_delete AFTER DELETE ON feed_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_item_counts_remove();
--> statement-breakpoint
CREATE TRIGGER feed_items_count_update_old AFTER UPDATE ON feed_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_item_counts_remove();
--> statement-breakpoint
CREATE TRIGGER feed_items_count_update_new AFTER UPDATE ON feed_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_item_counts_add();
