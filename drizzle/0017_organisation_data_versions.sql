CREATE TABLE "organisation_data_versions" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): every write to what an organisation's
-- carbon calculation reads raises its data version in the same transaction (decision 0130).
CREATE FUNCTION "veld_bump_organisation_data_version"(org uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "organisation_data_versions" ("organisation_id", "version") VALUES (org, 1)
  ON CONFLICT ("organisation_id")
  DO UPDATE SET "version" = "organisation_data_versions"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "veld_organisation_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "veld_bump_organisation_data_version"(OLD."organisation_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."organisation_id" IS DISTINCT FROM OLD."organisation_id") THEN
    PERFORM "veld_bump_organisation_data_version"(NEW."organisation_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organisation_details_data_version" AFTER INSERT OR UPDATE OR DELETE ON "organisation_details" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "farms_data_version" AFTER INSERT OR UPDATE OR DELETE ON "farms" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "fields_data_version" AFTER INSERT OR UPDATE OR DELETE ON "fields" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "field_versions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "field_versions" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "field_records_data_version" AFTER INSERT OR UPDATE OR DELETE ON "field_records" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "implementation_plans_data_version" AFTER INSERT OR UPDATE OR DELETE ON "implementation_plans" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "plan_actions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "plan_actions" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "crop_journeys_data_version" AFTER INSERT OR UPDATE OR DELETE ON "crop_journeys" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "herds_data_version" AFTER INSERT OR UPDATE OR DELETE ON "herds" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "livestock_numbers_data_version" AFTER INSERT OR UPDATE OR DELETE ON "livestock_numbers" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "grazing_events_data_version" AFTER INSERT OR UPDATE OR DELETE ON "grazing_events" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "fertiliser_inputs_data_version" AFTER INSERT OR UPDATE OR DELETE ON "fertiliser_inputs" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "pd_overrides_data_version" AFTER INSERT OR UPDATE OR DELETE ON "pd_overrides" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "soil_samples_data_version" AFTER INSERT OR UPDATE OR DELETE ON "soil_samples" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();--> statement-breakpoint
CREATE TRIGGER "organisation_constants_data_version" AFTER INSERT OR UPDATE OR DELETE ON "organisation_constants" FOR EACH ROW EXECUTE FUNCTION "veld_organisation_data_changed"();
