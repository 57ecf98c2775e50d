CREATE TYPE "public"."constant_type" AS ENUM('livestock', 'soilCarbon', 'emissions', 'credits');--> statement-breakpoint
CREATE TABLE "constant_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "constant_type" NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_constants" (
	"organisation_id" uuid NOT NULL,
	"type" "constant_type" NOT NULL,
	"version_id" uuid NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned_by" uuid,
	"reason" text,
	CONSTRAINT "organisation_constants_organisation_id_type_pk" PRIMARY KEY("organisation_id","type")
);
--> statement-breakpoint
ALTER TABLE "constant_versions" ADD CONSTRAINT "constant_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_constants" ADD CONSTRAINT "organisation_constants_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_constants" ADD CONSTRAINT "organisation_constants_version_id_constant_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."constant_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_constants" ADD CONSTRAINT "organisation_constants_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "constant_versions_type_version_key" ON "constant_versions" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "organisation_constants_version_idx" ON "organisation_constants" USING btree ("version_id");