CREATE TABLE "invoice_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "issue_date" date DEFAULT (now() at time zone 'Europe/Rome')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bills issued before numbering: the Rome day they were created, numbered in that order per tenant and year.
UPDATE "bills" b SET "issue_date" = n.day, "invoice_year" = extract(year from n.day)::int, "invoice_number" = n.num
  FROM (SELECT id, (created_at AT TIME ZONE 'Europe/Rome')::date AS day,
               row_number() OVER (PARTITION BY tenant_id, extract(year from created_at AT TIME ZONE 'Europe/Rome')
                                  ORDER BY created_at, id)::int AS num
          FROM "bills") n
 WHERE n.id = b.id;--> statement-breakpoint
INSERT INTO "invoice_counters" ("tenant_id", "year", "last_number")
SELECT tenant_id, invoice_year, max(invoice_number) FROM "bills" GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tenant_invoice_number_key" UNIQUE("tenant_id","invoice_year","invoice_number");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_number_check" CHECK (invoice_number > 0);--> statement-breakpoint
-- The one place an invoice number is given (art. 21 DPR 633/1972: progressive per issuer and calendar year, no
-- gaps): the counter row is incremented in the inserting transaction and stays locked until it ends, so two servers
-- number one after the other and a rolled-back bill gives its number back. Whatever the insert says is replaced.
CREATE FUNCTION bills_invoice_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.invoice_year := extract(year from NEW.issue_date)::int;
  INSERT INTO invoice_counters AS c (tenant_id, year, last_number) VALUES (NEW.tenant_id, NEW.invoice_year, 1)
  ON CONFLICT (tenant_id, year) DO UPDATE SET last_number = c.last_number + 1
  RETURNING c.last_number INTO NEW.invoice_number;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bills_invoice_number BEFORE INSERT ON bills FOR EACH ROW EXECUTE FUNCTION bills_invoice_number();--> statement-breakpoint
CREATE FUNCTION bills_invoice_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice keeps its number and date: correct it with a credit note';
END $$;--> statement-breakpoint
CREATE TRIGGER bills_invoice_number_fixed BEFORE UPDATE OF invoice_year, invoice_number, issue_date, tenant_id ON bills
  FOR EACH ROW WHEN (OLD.invoice_number IS DISTINCT FROM NEW.invoice_number OR OLD.invoice_year IS DISTINCT FROM NEW.invoice_year
                     OR OLD.issue_date IS DISTINCT FROM NEW.issue_date OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION bills_invoice_fixed();