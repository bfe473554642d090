CREATE TABLE "face_suggestion_answers" (
	"mention_id" integer NOT NULL,
	"face_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"answer" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_suggestion_answers_mention_id_face_id_person_id_pk" PRIMARY KEY("mention_id","face_id","person_id"),
	CONSTRAINT "face_suggestion_answer" CHECK ("face_suggestion_answers"."answer" in ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "photograph_faces" (
	"id" serial PRIMARY KEY NOT NULL,
	"photograph_id" integer NOT NULL,
	"is_backside" boolean DEFAULT false NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"score" real NOT NULL,
	"descriptor" real[] NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by_id" integer,
	CONSTRAINT "photograph_face_size" CHECK ("photograph_faces"."width" > 0 and "photograph_faces"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "face_suggestion_answers" ADD CONSTRAINT "face_suggestion_answers_mention_id_mentions_id_fk" FOREIGN KEY ("mention_id") REFERENCES "public"."mentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_suggestion_answers" ADD CONSTRAINT "face_suggestion_answers_face_id_photograph_faces_id_fk" FOREIGN KEY ("face_id") REFERENCES "public"."photograph_faces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_suggestion_answers" ADD CONSTRAINT "face_suggestion_answers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_faces" ADD CONSTRAINT "photograph_faces_photograph_id_photographs_id_fk" FOREIGN KEY ("photograph_id") REFERENCES "public"."photographs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photograph_faces" ADD CONSTRAINT "photograph_faces_dismissed_by_id_people_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_suggestion_answers_face" ON "face_suggestion_answers" USING btree ("face_id");--> statement-breakpoint
CREATE INDEX "photograph_faces_photograph" ON "photograph_faces" USING btree ("photograph_id","is_backside");