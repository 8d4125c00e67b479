CREATE TABLE "invoice_issuers" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text NOT NULL,
	"fiscal_code" text,
	"tax_regime" text NOT NULL,
	"street" text NOT NULL,
	"civic" text,
	"cap" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"rea_office" text,
	"rea_number" text,
	"email" text,
	"phone" text,
	"iban" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "invoice_issuers_tax_regime_check" CHECK (tax_regime in ('RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09', 'RF10', 'RF11', 'RF12', 'RF13', 'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19'))
);
--> statement-breakpoint
ALTER TABLE "invoice_issuers" ADD CONSTRAINT "invoice_issuers_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_issuers" ADD CONSTRAINT "invoice_issuers_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;