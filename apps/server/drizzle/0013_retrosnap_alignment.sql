ALTER TABLE "media_uploads" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "retrosnaps" ADD COLUMN "alignment" jsonb;--> statement-breakpoint
ALTER TABLE "retrosnaps" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "media_uploads_client_key" ON "media_uploads" USING btree ("uploaded_by_id","purpose","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "retrosnaps_author_client_key" ON "retrosnaps" USING btree ("author_id","client_key");