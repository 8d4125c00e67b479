CREATE TABLE "bill_status_counts" (
	"tenant_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_month_sums" (
	"tenant_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"price_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_counts" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_status_counts" ADD CONSTRAINT "bill_status_counts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_month_sums" ADD CONSTRAINT "payment_month_sums_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_counts" ADD CONSTRAINT "report_day_counts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_status_counts_tenant_idx" ON "bill_status_counts" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "payment_month_sums_tenant_month_idx" ON "payment_month_sums" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "report_day_counts_tenant_day_idx" ON "report_day_counts" USING btree ("tenant_id","day");