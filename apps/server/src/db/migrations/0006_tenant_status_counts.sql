CREATE TABLE "tenant_status_counts" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "tenant_status_counts_kind_check" CHECK (kind in ('report', 'candidate', 'payment'))
);
--> statement-breakpoint
ALTER TABLE "tenant_status_counts" ADD CONSTRAINT "tenant_status_counts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_status_counts_tenant_kind_idx" ON "tenant_status_counts" USING btree ("tenant_id","kind","status","n");