DROP INDEX "bills_tenant_expiry_idx";--> statement-breakpoint
DROP INDEX "bills_user_expiry_idx";--> statement-breakpoint
CREATE INDEX "bills_tenant_expiry_idx" ON "bills" USING btree ("tenant_id","expiry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_user_expiry_idx" ON "bills" USING btree ("user_id","expiry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);