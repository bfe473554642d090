CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_category_id" integer,
	"is_for_galleries" boolean DEFAULT true NOT NULL,
	"is_for_photographs" boolean DEFAULT true NOT NULL,
	"is_for_comments" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collection_perks" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_perks_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "photograph_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"owner_id" integer,
	"from_year" smallint,
	"to_year" smallint,
	"place_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"crowdfunding_required" numeric(12, 2),
	"crowdfunding_funded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"internal_rating" smallint DEFAULT 0 NOT NULL,
	"license_name" text DEFAULT 'not defined yet' NOT NULL,
	"license_url" text,
	"collection_copyright_url" text,
	"copyright_holding_person" text,
	"how_many_photographs" text,
	"material" text,
	"is_digitalized" boolean DEFAULT false NOT NULL,
	"person_name" text,
	"person_email" text,
	"privacy" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_status_range" CHECK ("photograph_collections"."status" between 0 and 5),
	CONSTRAINT "collection_rating_range" CHECK ("photograph_collections"."internal_rating" between 0 and 10),
	CONSTRAINT "collection_years" CHECK ("photograph_collections"."from_year" is null or "photograph_collections"."to_year" is null or "photograph_collections"."from_year" <= "photograph_collections"."to_year")
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "comment_votes_comment_id_person_id_pk" PRIMARY KEY("comment_id","person_id"),
	CONSTRAINT "comment_vote_value" CHECK ("comment_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"box" jsonb,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_backside" boolean DEFAULT false NOT NULL,
	"photograph_id" integer,
	"retrosnap_id" integer,
	"image_gallery_id" integer,
	"face_id" text,
	"category_id" integer,
	"category_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" integer,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"additional_data" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_one_subject" CHECK (num_nonnulls("comments"."photograph_id", "comments"."retrosnap_id", "comments"."image_gallery_id") <= 1),
	CONSTRAINT "comment_text_not_blank" CHECK (length(trim("comments"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"headline" text NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"image_ratio" double precision DEFAULT 1 NOT NULL,
	"thumbnail_coordinates" jsonb,
	"depth_map_path" text,
	"has_back_image" boolean DEFAULT false NOT NULL,
	"has_colorized" boolean DEFAULT false NOT NULL,
	"city" text,
	"show_big" boolean DEFAULT false NOT NULL,
	"show_in_feed" boolean DEFAULT true NOT NULL,
	"computed_rating" double precision DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"from_year" smallint,
	"to_year" smallint,
	"crowdfunding_required" numeric(12, 2),
	"crowdfunding_funded" numeric(12, 2),
	"crowdfunding_estimated_number_images" text,
	"status" smallint,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"place_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_aggregates" (
	"level" text NOT NULL,
	"place_key" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geo_aggregates_level_place_key_pk" PRIMARY KEY("level","place_key")
);
--> statement-breakpoint
CREATE TABLE "gallery_categories" (
	"gallery_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "gallery_categories_gallery_id_category_id_pk" PRIMARY KEY("gallery_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_comments" (
	"gallery_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_comments_gallery_id_comment_id_pk" PRIMARY KEY("gallery_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_photographs" (
	"gallery_id" integer NOT NULL,
	"photograph_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_photographs_gallery_id_photograph_id_pk" PRIMARY KEY("gallery_id","photograph_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_retrosnaps" (
	"gallery_id" integer NOT NULL,
	"retrosnap_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_retrosnaps_gallery_id_retrosnap_id_pk" PRIMARY KEY("gallery_id","retrosnap_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_sub_galleries" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_sub_galleries_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id"),
	CONSTRAINT "gallery_not_own_child" CHECK ("gallery_sub_galleries"."parent_id" <> "gallery_sub_galleries"."child_id")
);
--> statement-breakpoint
CREATE TABLE "image_galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_user_album" boolean DEFAULT false NOT NULL,
	"place_id" integer,
	"category_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"from_year" smallint DEFAULT 1850 NOT NULL,
	"to_year" smallint DEFAULT 1980 NOT NULL,
	"search_parameters" text,
	"thumbnail" text,
	"thumbnail_settings" jsonb DEFAULT '{"useTemplate":true,"template":null,"images":[],"originalName":null}'::jsonb NOT NULL,
	"title_already_in_image" boolean DEFAULT false NOT NULL,
	"show_big" boolean DEFAULT false NOT NULL,
	"show_in_feed" boolean DEFAULT true NOT NULL,
	"internal_rating" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_years" CHECK ("image_galleries"."from_year" <= "image_galleries"."to_year")
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_path" text,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"mother_id" integer,
	"father_id" integer,
	"gallery_id" integer,
	"created_by_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"picture_url" text DEFAULT '1' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_name_not_blank" CHECK (length(trim("people"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"invitation_code" text,
	"roles" text[] DEFAULT ARRAY['ROLE_USER']::text[] NOT NULL,
	"person_id" integer NOT NULL,
	"receive_emails_logins" boolean DEFAULT false NOT NULL,
	"receive_emails_updates" boolean DEFAULT false NOT NULL,
	"receive_emails_surveys" boolean DEFAULT false NOT NULL,
	"receive_emails_offers" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "photograph_categories" (
	"photograph_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "photograph_categories_photograph_id_category_id_pk" PRIMARY KEY("photograph_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "photograph_translations" (
	"photograph_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "photograph_translations_photograph_id_locale_pk" PRIMARY KEY("photograph_id","locale"),
	CONSTRAINT "photograph_translation_locale" CHECK ("photograph_translations"."locale" in ('de', 'en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "photographs" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer,
	"file_path" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"back_file_path" text,
	"back_original_name" text,
	"back_width" integer,
	"back_height" integer,
	"date_text" text,
	"from_year" smallint,
	"to_year" smallint,
	"place_id" integer,
	"city_id" integer,
	"internal_rating" smallint DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_black_and_white" boolean DEFAULT false NOT NULL,
	"has_colorized" boolean DEFAULT false NOT NULL,
	"depth_map_path" text,
	"thumbnail_coordinates" jsonb,
	"faces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_photograph_id" integer,
	"frontside_id" integer,
	"photographer" text,
	"source" text,
	"license_name" text,
	"license_url" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photograph_rating_range" CHECK ("photographs"."internal_rating" between 0 and 10),
	CONSTRAINT "photograph_years" CHECK ("photographs"."from_year" is null or "photographs"."to_year" is null or "photographs"."from_year" <= "photographs"."to_year")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_key" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"address_country" text NOT NULL,
	"address_country_long" text NOT NULL,
	"address_region" text,
	"address_region_key" text,
	"address_locality" text,
	"address_locality_key" text,
	"street_address" text,
	"street_address_key" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"place_keys" text[] NOT NULL,
	CONSTRAINT "places_place_key_unique" UNIQUE("place_key")
);
--> statement-breakpoint
CREATE TABLE "retrosnaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file_path" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"back_file_path" text,
	"photograph_id" integer NOT NULL,
	"author_id" integer,
	"place_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"altitude" double precision,
	"orientation" jsonb,
	"date_text" text,
	"photographer" text,
	"source" text,
	"license_name" text,
	"license_url" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_with_vat" numeric(10, 2) NOT NULL,
	CONSTRAINT "order_item_quantity" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"person_id" integer,
	"photograph_collection_id" integer,
	"status" text,
	"payment_status" text DEFAULT 'open' NOT NULL,
	"payment_method" text,
	"payment_checkout_url" text,
	"payment_redirect_url" text,
	"payment_id" text,
	"shipping_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"shipping_address_needed" boolean DEFAULT false NOT NULL,
	"billing_address_id" integer,
	"shipping_address_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "order_payment_status" CHECK ("orders"."payment_status" in ('open', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "postal_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"organization_name" text,
	"address_country" text DEFAULT 'DE' NOT NULL,
	"phone_number" text,
	"street_address" text NOT NULL,
	"address_locality" text NOT NULL,
	"postal_code" text NOT NULL,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_category" text DEFAULT 'perk' NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_with_vat" numeric(10, 2) NOT NULL,
	"config_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"number_of_purchases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"person_id" integer,
	"is_valid_click" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"show_in_feed" boolean DEFAULT true NOT NULL,
	"internal_rating" smallint DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"code" text PRIMARY KEY NOT NULL,
	"url_path" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text
);
--> statement-breakpoint
CREATE TABLE "svg_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb DEFAULT '{"imagesCount":6}'::jsonb NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer,
	"endpoint" text NOT NULL,
	"keys" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_perks" ADD CONSTRAINT "collection_perks_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_perks" ADD CONSTRAINT "collection_perks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD CONSTRAINT "photograph_collections_owner_id_people_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_collections" ADD CONSTRAINT "photograph_collections_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_retrosnap_id_retrosnaps_id_fk" FOREIGN KEY ("retrosnap_id") REFERENCES "public"."retrosnaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_image_gallery_id_image_galleries_id_fk" FOREIGN KEY ("image_gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photographs" ADD CONSTRAINT "gallery_photographs_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photographs" ADD CONSTRAINT "gallery_photographs_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_retrosnaps" ADD CONSTRAINT "gallery_retrosnaps_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_retrosnaps" ADD CONSTRAINT "gallery_retrosnaps_retrosnap_id_retrosnaps_id_fk" FOREIGN KEY ("retrosnap_id") REFERENCES "public"."retrosnaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_sub_galleries" ADD CONSTRAINT "gallery_sub_galleries_parent_id_image_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_sub_galleries" ADD CONSTRAINT "gallery_sub_galleries_child_id_image_galleries_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."image_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_galleries" ADD CONSTRAINT "image_galleries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_galleries" ADD CONSTRAINT "image_galleries_owner_id_people_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_mother_id_mentions_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."mentions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_father_id_mentions_id_fk" FOREIGN KEY ("father_id") REFERENCES "public"."mentions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_created_by_id_people_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_categories" ADD CONSTRAINT "photograph_categories_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_categories" ADD CONSTRAINT "photograph_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_translations" ADD CONSTRAINT "photograph_translations_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographs" ADD CONSTRAINT "photographs_collection_id_photograph_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographs" ADD CONSTRAINT "photographs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographs" ADD CONSTRAINT "photographs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographs" ADD CONSTRAINT "photographs_parent_photograph_id_photographs_id_fk" FOREIGN KEY ("parent_photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographs" ADD CONSTRAINT "photographs_frontside_id_photographs_id_fk" FOREIGN KEY ("frontside_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retrosnaps" ADD CONSTRAINT "retrosnaps_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retrosnaps" ADD CONSTRAINT "retrosnaps_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_photograph_collection_id_photograph_collections_id_fk" FOREIGN KEY ("photograph_collection_id") REFERENCES "public"."photograph_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_postal_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."postal_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_postal_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."postal_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_addresses" ADD CONSTRAINT "postal_addresses_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_clicks" ADD CONSTRAINT "announcement_clicks_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_clicks" ADD CONSTRAINT "announcement_clicks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscriptions" ADD CONSTRAINT "web_push_subscriptions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_status_created" ON "photograph_collections" USING btree ("status","date_created");--> statement-breakpoint
CREATE INDEX "collections_owner" ON "photograph_collections" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "comments_photograph" ON "comments" USING btree ("photograph_id","date_created");--> statement-breakpoint
CREATE INDEX "comments_retrosnap" ON "comments" USING btree ("retrosnap_id","date_created");--> statement-breakpoint
CREATE INDEX "comments_gallery" ON "comments" USING btree ("image_gallery_id","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_document" ON "feed_items" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "feed_items_feed_order" ON "feed_items" USING btree ("show_in_feed","computed_rating" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_type_order" ON "feed_items" USING btree ("document_type","computed_rating" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_search" ON "feed_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "feed_items_place_keys" ON "feed_items" USING gin ("place_keys");--> statement-breakpoint
CREATE INDEX "feed_items_category_ids" ON "feed_items" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "feed_items_geo" ON "feed_items" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "geo_aggregates_level_geo" ON "geo_aggregates" USING btree ("level","latitude","longitude");--> statement-breakpoint
CREATE INDEX "gallery_comments_comment" ON "gallery_comments" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "gallery_photographs_photograph" ON "gallery_photographs" USING btree ("photograph_id");--> statement-breakpoint
CREATE INDEX "gallery_retrosnaps_retrosnap" ON "gallery_retrosnaps" USING btree ("retrosnap_id");--> statement-breakpoint
CREATE INDEX "gallery_sub_galleries_child" ON "gallery_sub_galleries" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "galleries_owner" ON "image_galleries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "galleries_headline" ON "image_galleries" USING btree (lower("headline"));--> statement-breakpoint
CREATE INDEX "mentions_name" ON "mentions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "photograph_categories_category" ON "photograph_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "photographs_collection" ON "photographs" USING btree ("collection_id","id");--> statement-breakpoint
CREATE INDEX "photographs_parent" ON "photographs" USING btree ("parent_photograph_id");--> statement-breakpoint
CREATE INDEX "photographs_frontside" ON "photographs" USING btree ("frontside_id");--> statement-breakpoint
CREATE INDEX "photographs_place" ON "photographs" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "photographs_original_name" ON "photographs" USING btree (lower("original_name"));--> statement-breakpoint
CREATE INDEX "places_search_name_trgm" ON "places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_place_keys" ON "places" USING gin ("place_keys");--> statement-breakpoint
CREATE INDEX "retrosnaps_photograph" ON "retrosnaps" USING btree ("photograph_id");--> statement-breakpoint
CREATE INDEX "retrosnaps_author" ON "retrosnaps" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_person" ON "orders" USING btree ("person_id","date_created");--> statement-breakpoint
CREATE INDEX "announcement_clicks_announcement" ON "announcement_clicks" USING btree ("announcement_id");