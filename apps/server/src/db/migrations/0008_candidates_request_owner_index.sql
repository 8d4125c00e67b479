DROP INDEX "candidates_tenant_request_idx";--> statement-breakpoint
CREATE INDEX "candidates_tenant_request_idx" ON "candidates" USING btree ("tenant_id","request_id","user_id");