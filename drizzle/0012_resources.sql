CREATE TYPE "public"."resource_kind" AS ENUM('article', 'file', 'link', 'video');--> statement-breakpoint
CREATE TYPE "public"."resource_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."resource_topic" AS ENUM('programme', 'soil_health', 'grazing', 'cover_crops', 'carbon_credits', 'record_keeping');--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "resource_kind" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text,
	"url" text,
	"file_id" uuid,
	"topic" "resource_topic" NOT NULL,
	"journey_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "resource_status" DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_status_topic_idx" ON "resources" USING btree ("status","topic");