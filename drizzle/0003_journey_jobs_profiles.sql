CREATE TYPE "public"."boundary_source" AS ENUM('kml', 'kmz', 'geojson', 'shapefile', 'circle');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('failInterview1', 'passInterview1', 'failInterview2', 'passInterview2', 'failInterview3', 'passInterview3', 'jobOfferMade', 'jobOfferAccepted', 'jobOfferDeclined', 'noJobOfferMade');--> statement-breakpoint
CREATE TYPE "public"."invite_status" AS ENUM('pending', 'accepted', 'declined', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."job_application_status" AS ENUM('pending', 'shortlisted', 'interview', 'toDecline', 'decline', 'future');--> statement-breakpoint
CREATE TYPE "public"."job_posting_status" AS ENUM('active', 'disabled');--> statement-breakpoint
CREATE TYPE "public"."journey_form_kind" AS ENUM('eligibility', 'viability');--> statement-breakpoint
CREATE TYPE "public"."journey_form_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TABLE "express_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by" uuid,
	"programme" text NOT NULL,
	"hectares" text NOT NULL,
	"description" text,
	"regen_started" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_boundaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text,
	"source" "boundary_source" NOT NULL,
	"geometry" jsonb NOT NULL,
	"circle" jsonb,
	"area_hectares" double precision NOT NULL,
	"file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"erf_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"province" text,
	"nearest_town" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "job_application_status" DEFAULT 'pending' NOT NULL,
	"interview_status" "interview_status",
	"rejection_email_id" uuid,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"gender" text NOT NULL,
	"race" text NOT NULL,
	"highest_qualification" text NOT NULL,
	"salary" text NOT NULL,
	"employment_status" text NOT NULL,
	"notice_period" integer,
	"linkedin" text,
	"cv_file_id" uuid,
	"motivation" text,
	"general_notes" text,
	"interview_preparation_notes" text,
	"interview1_notes" text,
	"interview2_notes" text,
	"interview3_notes" text,
	"interviewer_notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"salary" text NOT NULL,
	"employment_type" text NOT NULL,
	"closing_date" timestamp with time zone,
	"leaflet_file_id" uuid,
	"status" "job_posting_status" DEFAULT 'active' NOT NULL,
	"country" text,
	"internal_name" text,
	"num_positions" integer,
	"qualifications" text,
	"key_skills" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_forms" (
	"organisation_id" uuid NOT NULL,
	"kind" "journey_form_kind" NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "journey_form_status" DEFAULT 'draft' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_forms_organisation_id_kind_pk" PRIMARY KEY("organisation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "organisation_details" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"registration_number" text,
	"vat_number" text,
	"address_line1" text,
	"address_line2" text,
	"town" text,
	"province" text,
	"postal_code" text,
	"eligibility" boolean,
	"eligibility_updated_by" uuid,
	"eligibility_updated_at" timestamp with time zone,
	"viability" boolean,
	"viability_updated_by" uuid,
	"viability_updated_at" timestamp with time zone,
	"farms_complete" boolean DEFAULT false NOT NULL,
	"farms_complete_updated_by" uuid,
	"contract_sent" boolean DEFAULT false NOT NULL,
	"contract_sent_updated_by" uuid,
	"contract_sent_at" timestamp with time zone,
	"fields_complete" boolean DEFAULT false NOT NULL,
	"contract_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "member_role" NOT NULL,
	"status" "invite_status" DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"designation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text,
	"user_type" text NOT NULL,
	"other_user_type" text,
	"country" text DEFAULT 'ZA' NOT NULL,
	"region" text,
	"hear_about_us" text NOT NULL,
	"has_referral" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"mailing_list" boolean DEFAULT false NOT NULL,
	"own_referral_code" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "express_interests" ADD CONSTRAINT "express_interests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_interests" ADD CONSTRAINT "express_interests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_boundaries" ADD CONSTRAINT "farm_boundaries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_boundaries" ADD CONSTRAINT "farm_boundaries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_boundaries" ADD CONSTRAINT "farm_boundaries_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_boundaries" ADD CONSTRAINT "farm_boundaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_rejection_email_id_email_outbox_id_fk" FOREIGN KEY ("rejection_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_file_id_stored_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_leaflet_file_id_stored_files_id_fk" FOREIGN KEY ("leaflet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_forms" ADD CONSTRAINT "journey_forms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_forms" ADD CONSTRAINT "journey_forms_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_forms" ADD CONSTRAINT "journey_forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_eligibility_updated_by_users_id_fk" FOREIGN KEY ("eligibility_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_viability_updated_by_users_id_fk" FOREIGN KEY ("viability_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_farms_complete_updated_by_users_id_fk" FOREIGN KEY ("farms_complete_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_contract_sent_updated_by_users_id_fk" FOREIGN KEY ("contract_sent_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD CONSTRAINT "organisation_details_contract_file_id_stored_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatories" ADD CONSTRAINT "signatories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatories" ADD CONSTRAINT "signatories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "express_interests_organisation_idx" ON "express_interests" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "farm_boundaries_farm_idx" ON "farm_boundaries" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "farm_boundaries_organisation_idx" ON "farm_boundaries" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "farms_organisation_idx" ON "farms" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "job_applications_status_date_idx" ON "job_applications" USING btree ("status","application_date");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_id","status","application_date");--> statement-breakpoint
CREATE INDEX "job_applications_name_idx" ON "job_applications" USING btree (lower("first_name" || ' ' || "surname"));--> statement-breakpoint
CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status","closing_date");--> statement-breakpoint
CREATE INDEX "organisation_invites_email_idx" ON "organisation_invites" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "organisation_invites_organisation_idx" ON "organisation_invites" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "signatories_organisation_idx" ON "signatories" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_own_referral_code_key" ON "user_profiles" USING btree ("own_referral_code");