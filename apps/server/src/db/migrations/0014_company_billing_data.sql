ALTER TABLE "users" ADD COLUMN "company_cap" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recipient_code" text;