ALTER TABLE "issued_credits" ADD COLUMN "carbon_price_zar_per_tco2e" double precision;--> statement-breakpoint
ALTER TABLE "issued_credits" ADD COLUMN "farmer_share" double precision;--> statement-breakpoint
-- Written by hand (issue 32; decision 0146): each credit already recorded gets the carbon price
-- and farmer's share in force for its organisation today (its pinned credits version, else the
-- latest; version 1's R300 and 0.7 when the database has no credits constants at all), so its
-- earnings read the same before and after this migration; new credits record theirs when issued.
CREATE FUNCTION "veld_credits_in_force"(org uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT cv."values" FROM "constant_versions" AS cv WHERE cv."id" = coalesce(
		(SELECT oc."version_id" FROM "organisation_constants" AS oc
			WHERE oc."organisation_id" = org AND oc."type" = 'credits'),
		(SELECT v."id" FROM "constant_versions" AS v WHERE v."type" = 'credits'
			ORDER BY v."version" DESC LIMIT 1))
$$;--> statement-breakpoint
UPDATE "issued_credits" SET
	"carbon_price_zar_per_tco2e" = coalesce(("veld_credits_in_force"("organisation_id")->>'carbonPriceZarPerTco2e')::double precision, 300),
	"farmer_share" = coalesce(("veld_credits_in_force"("organisation_id")->>'farmerShare')::double precision, 0.7);--> statement-breakpoint
DROP FUNCTION "veld_credits_in_force"(uuid);--> statement-breakpoint
ALTER TABLE "issued_credits" ALTER COLUMN "carbon_price_zar_per_tco2e" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_credits" ALTER COLUMN "farmer_share" SET NOT NULL;
