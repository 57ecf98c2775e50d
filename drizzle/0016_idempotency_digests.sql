ALTER TABLE "email_outbox" ADD COLUMN "content_digest" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "request_digest" text;