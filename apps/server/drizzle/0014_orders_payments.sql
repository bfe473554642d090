CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"description" text NOT NULL,
	"method" text,
	"status" text DEFAULT 'open' NOT NULL,
	"redirect_url" text,
	"webhook_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "photograph_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "image_gallery_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "show_backer_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order" ON "payment_events" USING btree ("order_id","received_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_image_gallery_id_image_galleries_id_fk" FOREIGN KEY ("image_gallery_id") REFERENCES "public"."image_galleries"("id") ON DELETE set null ON UPDATE no action;