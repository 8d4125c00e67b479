DROP INDEX "candidates_first_last_trgm_idx";--> statement-breakpoint
DROP INDEX "candidates_last_first_trgm_idx";--> statement-breakpoint
DROP INDEX "candidates_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin ("user_id","search_text" gin_trgm_ops);