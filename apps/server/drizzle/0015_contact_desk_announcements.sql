CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"photograph_id" integer,
	"shuffled_tiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"solution" jsonb NOT NULL,
	"client_key" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"solved_at" timestamp with time zone,
	"token" text,
	"token_used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_challenges_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_once" UNIQUE("comment_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"email" text,
	"subscribe_newsletter" boolean DEFAULT false NOT NULL,
	"person_id" integer,
	"user_old_email" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"mailed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_text_not_blank" CHECK (length(trim("contact_messages"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "desk_marks" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"done_by_id" integer,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_marks_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_by_id" integer,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"person_id" integer,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"token" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "newsletter_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "video" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "feed_position" smallint;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "date_modified" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "short_urls" ADD COLUMN "date_created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_people_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_marks" ADD CONSTRAINT "desk_marks_done_by_id_people_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_mailings" ADD CONSTRAINT "newsletter_mailings_sent_by_id_people_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_client" ON "captcha_challenges" USING btree ("client_key","date_created");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expiry" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "comment_reports_date" ON "comment_reports" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "contact_messages_date" ON "contact_messages" USING btree ("date_created");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_id_people_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_one_per_link" UNIQUE NULLS NOT DISTINCT("url_path","parameters","utm_source","utm_medium","utm_campaign","utm_term","utm_content");