CREATE TABLE "issued_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"tonnes_co2e" double precision NOT NULL,
	"issued_on" date NOT NULL,
	"registry" text NOT NULL,
	"serial_range" text,
	"note" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "soil_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"sampled_on" date NOT NULL,
	"depth_cm" integer NOT NULL,
	"soc_percent" double precision NOT NULL,
	"bulk_density_g_per_cm3" double precision NOT NULL,
	"lab" text,
	"reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_credits" ADD CONSTRAINT "issued_credits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_credits" ADD CONSTRAINT "issued_credits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_credits" ADD CONSTRAINT "issued_credits_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_credits_org_season_idx" ON "issued_credits" USING btree ("organisation_id","season","issued_on");--> statement-breakpoint
CREATE INDEX "soil_samples_org_field_date_idx" ON "soil_samples" USING btree ("organisation_id","field_id","sampled_on");