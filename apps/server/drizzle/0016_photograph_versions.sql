CREATE TABLE "photograph_narrations" (
	"photograph_id" integer NOT NULL,
	"locale" text NOT NULL,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photograph_narrations_photograph_id_locale_pk" PRIMARY KEY("photograph_id","locale"),
	CONSTRAINT "photograph_narration_locale" CHECK ("photograph_narrations"."locale" in ('de', 'en', 'it'))
);
--> statement-breakpoint
ALTER TABLE "photographs" ADD COLUMN "has_colorized_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photographs" ADD COLUMN "depth_map_data" jsonb;--> statement-breakpoint
ALTER TABLE "photograph_narrations" ADD CONSTRAINT "photograph_narrations_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_narrations" ADD CONSTRAINT "photograph_narrations_uploaded_by_id_people_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;