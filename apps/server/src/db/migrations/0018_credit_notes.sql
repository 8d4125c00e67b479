CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"bill_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"invoice_year" integer DEFAULT 0 NOT NULL,
	"invoice_number" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"bill_amount_cents" integer NOT NULL,
	"tax_amount_cents" integer NOT NULL,
	"total_due_cents" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_bill_id_key" UNIQUE("bill_id"),
	CONSTRAINT "credit_notes_tenant_invoice_number_key" UNIQUE("tenant_id","invoice_year","invoice_number"),
	CONSTRAINT "credit_notes_invoice_number_check" CHECK (invoice_number > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A credit note is numbered from the same counter row as the bills (bills_invoice_number, 0011, reads only the
-- columns both tables share): one progressive sequence per issuer and calendar year, no gaps, no duplicates.
CREATE TRIGGER credit_notes_invoice_number BEFORE INSERT ON credit_notes FOR EACH ROW EXECUTE FUNCTION bills_invoice_number();--> statement-breakpoint
CREATE TRIGGER credit_notes_invoice_number_fixed BEFORE UPDATE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION bills_invoice_fixed();
