CREATE TYPE "public"."field_inclusion" AS ENUM('included', 'excluded');--> statement-breakpoint
CREATE TYPE "public"."field_source" AS ENUM('kml', 'kmz', 'geojson', 'shapefile', 'drawn', 'circle');--> statement-breakpoint
CREATE TYPE "public"."field_status" AS ENUM('UPLOADED', 'DRAWN', 'NOT_STARTED', 'IN_PROGRESS', 'COMPLETE', 'NOT_INCLUDED', 'DELETED');--> statement-breakpoint
CREATE TABLE "boundary_title_deeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boundary_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_records" (
	"field_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"organisation_id" uuid NOT NULL,
	"status" "field_status" NOT NULL,
	"inclusion" "field_inclusion" DEFAULT 'included' NOT NULL,
	"boundary_signoff" boolean,
	"wetland_signoff" boolean,
	"wetland_reason" text,
	"wetland_hectares" double precision,
	"ownership_signoff" boolean,
	"farm_boundary_ids" uuid[],
	"land_conversion_signoff" boolean,
	"land_conversion_season" integer,
	"degradation_category" double precision,
	"nara_value" double precision,
	"conservation_index" double precision,
	"native_ecosystem_signoff" boolean,
	"native_ecosystem_type" text,
	"dominant_land_use" text,
	"signoff_pass" boolean,
	"signoff_decisions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_records_field_id_season_pk" PRIMARY KEY("field_id","season")
);
--> statement-breakpoint
CREATE TABLE "field_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"source" "field_source" NOT NULL,
	"geometry" jsonb NOT NULL,
	"circle" jsonb,
	"area_hectares" double precision NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" "field_source" NOT NULL,
	"geometry" jsonb NOT NULL,
	"circle" jsonb,
	"area_hectares" double precision NOT NULL,
	"box_west" double precision NOT NULL,
	"box_south" double precision NOT NULL,
	"box_east" double precision NOT NULL,
	"box_north" double precision NOT NULL,
	"outside_farm_hectares" double precision DEFAULT 0 NOT NULL,
	"other_overlap_hectares" double precision DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wetland_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"polygon_count" integer NOT NULL,
	"file_id" uuid,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "signed_contract_file_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "signed_contract_uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "signed_contract_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "contract_signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "contract_signed_by" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "contract_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "fields_submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "fields_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "fields_complete_updated_by" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "fields_complete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boundary_title_deeds" ADD CONSTRAINT "boundary_title_deeds_boundary_id_farm_boundaries_id_fk" FOREIGN KEY ("boundary_id") REFERENCES "public"."farm_boundaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boundary_title_deeds" ADD CONSTRAINT "boundary_title_deeds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boundary_title_deeds" ADD CONSTRAINT "boundary_title_deeds_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boundary_title_deeds" ADD CONSTRAINT "boundary_title_deeds_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_records" ADD CONSTRAINT "field_records_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_records" ADD CONSTRAINT "field_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_versions" ADD CONSTRAINT "field_versions_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_versions" ADD CONSTRAINT "field_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_versions" ADD CONSTRAINT "field_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wetland_layers" ADD CONSTRAINT "wetland_layers_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wetland_layers" ADD CONSTRAINT "wetland_layers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boundary_title_deeds_boundary_idx" ON "boundary_title_deeds" USING btree ("boundary_id");--> statement-breakpoint
CREATE INDEX "field_records_organisation_idx" ON "field_records" USING btree ("organisation_id","season");--> statement-breakpoint
CREATE INDEX "field_records_season_status_idx" ON "field_records" USING btree ("season","status");--> statement-breakpoint
CREATE INDEX "field_versions_field_idx" ON "field_versions" USING btree ("field_id","created_at");--> statement-breakpoint
CREATE INDEX "fields_organisation_idx" ON "fields" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "fields_farm_idx" ON "fields" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "fields_box_idx" ON "fields" USING btree ("box_west","box_east");--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_signed_contract_file_id_stored_files_id_fk" FOREIGN KEY ("signed_contract_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_signed_contract_uploaded_by_users_id_fk" FOREIGN KEY ("signed_contract_uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_contract_signed_by_users_id_fk" FOREIGN KEY ("contract_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_fields_submitted_by_users_id_fk" FOREIGN KEY ("fields_submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_fields_complete_updated_by_users_id_fk" FOREIGN KEY ("fields_complete_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;