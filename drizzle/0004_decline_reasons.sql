ALTER TABLE "organisation_details" ADD COLUMN "eligibility_decline_reason" text;--> statement-breakpoint
ALTER TABLE "organisation_details" ADD COLUMN "viability_decline_reason" text;