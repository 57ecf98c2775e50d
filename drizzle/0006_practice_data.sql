CREATE TYPE "public"."frame_size" AS ENUM('small', 'medium', 'large', 'other');--> statement-breakpoint
CREATE TYPE "public"."herd_type" AS ENUM('beef', 'dairy', 'sheep', 'goats', 'pigs');--> statement-breakpoint
CREATE TYPE "public"."land_use" AS ENUM('cropland', 'grazing', 'mixed', 'fallow');--> statement-breakpoint
CREATE TYPE "public"."npk_type" AS ENUM('npk', 'nutrient');--> statement-breakpoint
CREATE TYPE "public"."override_record_type" AS ENUM('livestock', 'grazing', 'fertiliser');--> statement-breakpoint
CREATE TYPE "public"."practice" AS ENUM('adaptiveGrazing', 'restPeriods', 'coverCrops', 'reducedTillage', 'noTillage', 'residueRetention', 'compost', 'manure', 'reducedFertiliser', 'cropDiversification');--> statement-breakpoint
CREATE TYPE "public"."programme_link_direction" AS ENUM('tandem', 'on', 'before', 'after');--> statement-breakpoint
CREATE TYPE "public"."programme_target" AS ENUM('none', 'seasonStart', 'firstRains', 'planting', 'harvest');--> statement-breakpoint
CREATE TYPE "public"."residue_type" AS ENUM('retained', 'grazed', 'removed', 'burnt', 'notApplicable');--> statement-breakpoint
CREATE TYPE "public"."tillage_type" AS ENUM('conventional', 'reduced', 'none');--> statement-breakpoint
CREATE TABLE "crop_journeys" (
	"field_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"organisation_id" uuid NOT NULL,
	"land_use" "land_use" NOT NULL,
	"crops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tillage" "tillage_type",
	"residue" "residue_type",
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_journeys_field_id_season_pk" PRIMARY KEY("field_id","season")
);
--> statement-breakpoint
CREATE TABLE "fertiliser_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"product" text,
	"npk_type" "npk_type" NOT NULL,
	"application_rate" double precision NOT NULL,
	"nutrient_percent" double precision,
	"nitrogen" double precision NOT NULL,
	"phosphorus" double precision NOT NULL,
	"potassium" double precision NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grazing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"herd_id" uuid NOT NULL,
	"field_ids" uuid[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_on_field" double precision NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "herds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "herd_type" NOT NULL,
	"frame_size" "frame_size",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementation_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livestock_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"herd_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"mature" integer NOT NULL,
	"juvenile" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pd_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"record_type" "override_record_type" NOT NULL,
	"record_id" uuid NOT NULL,
	"value_name" text NOT NULL,
	"value" double precision NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"practice" "practice" NOT NULL,
	"programme_target" "programme_target" DEFAULT 'none' NOT NULL,
	"programme_link_direction" "programme_link_direction",
	"programme_link_days" integer,
	"date" date,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "practice_data_submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "practice_data_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crop_journeys" ADD CONSTRAINT "crop_journeys_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_journeys" ADD CONSTRAINT "crop_journeys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_journeys" ADD CONSTRAINT "crop_journeys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fertiliser_inputs" ADD CONSTRAINT "fertiliser_inputs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fertiliser_inputs" ADD CONSTRAINT "fertiliser_inputs_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fertiliser_inputs" ADD CONSTRAINT "fertiliser_inputs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grazing_events" ADD CONSTRAINT "grazing_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grazing_events" ADD CONSTRAINT "grazing_events_herd_id_herds_id_fk" FOREIGN KEY ("herd_id") REFERENCES "public"."herds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grazing_events" ADD CONSTRAINT "grazing_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herds" ADD CONSTRAINT "herds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herds" ADD CONSTRAINT "herds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_plans" ADD CONSTRAINT "implementation_plans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_plans" ADD CONSTRAINT "implementation_plans_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestock_numbers" ADD CONSTRAINT "livestock_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestock_numbers" ADD CONSTRAINT "livestock_numbers_herd_id_herds_id_fk" FOREIGN KEY ("herd_id") REFERENCES "public"."herds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestock_numbers" ADD CONSTRAINT "livestock_numbers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_overrides" ADD CONSTRAINT "pd_overrides_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_overrides" ADD CONSTRAINT "pd_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_overrides" ADD CONSTRAINT "pd_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_plan_id_implementation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."implementation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_journeys_organisation_idx" ON "crop_journeys" USING btree ("organisation_id","season");--> statement-breakpoint
CREATE INDEX "fertiliser_inputs_organisation_idx" ON "fertiliser_inputs" USING btree ("organisation_id","season");--> statement-breakpoint
CREATE INDEX "grazing_events_organisation_idx" ON "grazing_events" USING btree ("organisation_id","season");--> statement-breakpoint
CREATE INDEX "grazing_events_herd_idx" ON "grazing_events" USING btree ("herd_id","start_date");--> statement-breakpoint
CREATE INDEX "herds_organisation_idx" ON "herds" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "implementation_plans_org_season_idx" ON "implementation_plans" USING btree ("organisation_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "livestock_numbers_herd_month_idx" ON "livestock_numbers" USING btree ("herd_id","year","month");--> statement-breakpoint
CREATE INDEX "livestock_numbers_organisation_idx" ON "livestock_numbers" USING btree ("organisation_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "pd_overrides_record_value_idx" ON "pd_overrides" USING btree ("record_type","record_id","value_name");--> statement-breakpoint
CREATE INDEX "pd_overrides_organisation_idx" ON "pd_overrides" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_actions_plan_field_practice_idx" ON "plan_actions" USING btree ("plan_id","field_id","practice");--> statement-breakpoint
CREATE INDEX "plan_actions_organisation_idx" ON "plan_actions" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_practice_data_submitted_by_users_id_fk" FOREIGN KEY ("practice_data_submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;