CREATE TABLE "feed_item_counts" (
	"document_type" text NOT NULL,
	"show_in_feed" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_item_counts_document_type_show_in_feed_pk" PRIMARY KEY("document_type","show_in_feed")
);
