CREATE TABLE "collection_sponsors" (
	"collection_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_sponsors_collection_id_sponsor_id_pk" PRIMARY KEY("collection_id","sponsor_id")
);
--> statement-breakpoint
CREATE TABLE "collection_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"changed_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"batch_id" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'receiving' NOT NULL,
	"photograph_id" integer,
	"reason" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_upload_state" CHECK ("collection_uploads"."state" in ('receiving', 'added', 'skipped', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"text" text DEFAULT '' NOT NULL,
	"url" text,
	"created_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"url" text,
	"created_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD COLUMN "material_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD COLUMN "report_locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "collection_sponsors" ADD CONSTRAINT "collection_sponsors_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_sponsors" ADD CONSTRAINT "collection_sponsors_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_status_changes" ADD CONSTRAINT "collection_status_changes_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_status_changes" ADD CONSTRAINT "collection_status_changes_changed_by_id_people_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_uploads" ADD CONSTRAINT "collection_uploads_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_uploads" ADD CONSTRAINT "collection_uploads_uploaded_by_id_people_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_id_people_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_created_by_id_people_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_status_changes_collection" ON "collection_status_changes" USING btree ("collection_id","date_created");--> statement-breakpoint
CREATE INDEX "collection_uploads_batch" ON "collection_uploads" USING btree ("collection_id","batch_id");--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD CONSTRAINT "photograph_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;