ALTER TABLE "user_profiles" ADD COLUMN "referred_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_referred_by_user_id_idx" ON "user_profiles" USING btree ("referred_by_user_id");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_no_self_referral" CHECK ("user_profiles"."referred_by_user_id" <> "user_profiles"."user_id");