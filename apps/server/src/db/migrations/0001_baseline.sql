CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_key" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "candidate_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"check_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"raw" jsonb,
	"summary" jsonb,
	"last_error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_checks_candidate_id_check_name_key" UNIQUE("candidate_id","check_name"),
	CONSTRAINT "candidate_checks_provider_check" CHECK (provider in ('cc', 'ce')),
	CONSTRAINT "candidate_checks_status_check" CHECK (status in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "status_counters" (
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "status_counters_kind_check" CHECK (kind in ('report', 'candidate', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"optional_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requests_type_check" CHECK (type in ('Contratto', 'Privacy', 'Visura Camerale', 'Altro')),
	CONSTRAINT "document_requests_status_check" CHECK (status in ('OPEN', 'CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "document_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"tenant_id" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"message" text NOT NULL,
	"attachment_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_author_role_check" CHECK (author_role in ('ROLE_ADMIN', 'ROLE_USER'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"attachment_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK (status in ('OPEN', 'IN_MANAGE', 'CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"result_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_pkey" PRIMARY KEY("tenant_id","user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "request_number_reservations" (
	"tenant_id" integer NOT NULL,
	"request_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" uuid,
	"payload_hash" text,
	CONSTRAINT "request_number_reservations_pkey" PRIMARY KEY("tenant_id","request_number")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"no_of_reports" integer NOT NULL,
	"bill_amount_cents" integer NOT NULL,
	"tax_amount_cents" integer NOT NULL,
	"total_due_cents" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'UN_PAID' NOT NULL,
	"invoice_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_user_id_month_key" UNIQUE("user_id","month"),
	CONSTRAINT "bills_status_check" CHECK (status in ('PAID', 'UN_PAID'))
);
--> statement-breakpoint
CREATE TABLE "register_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"request_number" text NOT NULL,
	"price_cents" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'UN_PAID' NOT NULL,
	"payment_date" timestamp with time zone,
	"bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_payments_candidate_id_key" UNIQUE("candidate_id"),
	CONSTRAINT "register_payments_price_cents_check" CHECK (price_cents >= 0),
	CONSTRAINT "register_payments_status_check" CHECK (status in ('PAID', 'UN_PAID'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"claim_token" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "mails_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "mails_status_check" CHECK (status in ('queued', 'sending', 'sent', 'outbox', 'failed', 'unconfirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'NOT_COMPLETE' NOT NULL,
	"invitation_status" text DEFAULT 'none' NOT NULL,
	"invitation_sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"consent_given" boolean,
	"first_name" text,
	"last_name" text,
	"codice_fiscale" text,
	"date_of_birth" date,
	"via" text,
	"indirizzo" text,
	"civico" text,
	"cap" text,
	"provincia" text,
	"citta" text,
	"data_submitted_at" timestamp with time zone,
	"degradation_score" integer,
	"worst_flag" text,
	"income_estimate" numeric(14, 3),
	"negative_events" boolean,
	"hrwe_score" integer,
	"traffic_light" text,
	"completed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invitation_key" text,
	"invitation_count" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"consent_withdrawn_at" timestamp with time zone,
	CONSTRAINT "candidates_status_check" CHECK (status in ('NOT_COMPLETE', 'COMPLETE')),
	CONSTRAINT "candidates_invitation_status_check" CHECK (invitation_status in ('none', 'queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"choice" boolean NOT NULL,
	"text_version" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text,
	"purpose" text,
	"checks" text[],
	"withdrawal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"request_number" text NOT NULL,
	"reference_person" text NOT NULL,
	"valid_end_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"kind" text NOT NULL,
	"providers" jsonb NOT NULL,
	"no_of_candidates" integer DEFAULT 0 NOT NULL,
	"completed_candidates" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text,
	"purpose_code" text,
	"purpose_label_it" text,
	"purpose_label_en" text,
	"pertinent_checks" text[],
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "report_requests_tenant_id_request_number_key" UNIQUE("tenant_id","request_number"),
	CONSTRAINT "report_requests_status_check" CHECK (status in ('OPEN', 'CLOSE', 'EXPIRE')),
	CONSTRAINT "report_requests_kind_check" CHECK (kind in ('INVITATION', 'VISURA'))
);
--> statement-breakpoint
CREATE TABLE "request_number_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "request_number_counters_pkey" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "adverse_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"mail_key" text NOT NULL,
	CONSTRAINT "adverse_notices_candidate_id_key" UNIQUE("candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_contests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"message" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_outcome" text,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "candidate_contests_review_outcome_check" CHECK (review_outcome in ('KEPT', 'CORRECTED', 'WITHDRAWN')),
	CONSTRAINT "candidate_contests_check" CHECK ((review_outcome is null) = (reviewed_at is null))
);
--> statement-breakpoint
CREATE TABLE "data_subject_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"source" text DEFAULT 'candidate' NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "data_subject_requests_kind_check" CHECK (kind in ('ACCESS', 'ERASURE', 'CONTEST')),
	CONSTRAINT "data_subject_requests_state_check" CHECK (state in ('OPEN', 'DONE', 'REJECTED')),
	CONSTRAINT "data_subject_requests_source_check" CHECK (source in ('candidate', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "hiring_outcomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"because_of_report" boolean DEFAULT false NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hiring_outcomes_outcome_check" CHECK (outcome in ('PROCEED', 'NOT_PROCEED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"placed_by" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purpose_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_it" text NOT NULL,
	"label_en" text NOT NULL,
	"checks" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purpose_categories_tenant_id_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "tenant_rights_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"retention_months" integer DEFAULT 12 NOT NULL,
	"contest_window_days" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tenant_rights_settings_retention_months_check" CHECK (retention_months between 1 and 12),
	CONSTRAINT "tenant_rights_settings_contest_window_days_check" CHECK (contest_window_days between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tenant_config" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_config_pkey" PRIMARY KEY("tenant_id","kind","key"),
	CONSTRAINT "tenant_config_kind_check" CHECK (kind in ('email', 'public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dns" text NOT NULL,
	"business_plan" text DEFAULT 'Standard' NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_name_key" UNIQUE("name"),
	CONSTRAINT "tenants_dns_key" UNIQUE("dns")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_code_hash_key" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"personal_detail" jsonb,
	"company_detail" jsonb,
	"company_name" text,
	"activation_code_hash" text,
	"activation_expires_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"privacy_accepted_at" timestamp with time zone,
	"contract_file_id" uuid,
	"contract_signer" text,
	"contract_signed_at" timestamp with time zone,
	"single_report_cost_cents" integer,
	"report_default" text,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_activation_code_hash_key" UNIQUE("activation_code_hash"),
	CONSTRAINT "users_tenant_id_email_key" UNIQUE("tenant_id","email"),
	CONSTRAINT "users_role_check" CHECK (role in ('ROLE_ADMIN', 'ROLE_USER')),
	CONSTRAINT "users_single_report_cost_cents_check" CHECK (single_report_cost_cents >= 0),
	CONSTRAINT "users_report_default_check" CHECK (report_default in ('cc', 'ce'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_latency_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"resends" integer DEFAULT 0 NOT NULL,
	"claim_token" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_endpoint_id_event_id_key" UNIQUE("endpoint_id","event_id"),
	CONSTRAINT "webhook_deliveries_status_check" CHECK (status in ('pending', 'sending', 'succeeded', 'failed', 'unconfirmed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failure_streak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_checks" ADD CONSTRAINT "candidate_checks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_checks" ADD CONSTRAINT "candidate_checks_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_counters" ADD CONSTRAINT "status_counters_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_optional_file_id_fkey" FOREIGN KEY ("optional_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_user_id_fkey" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_attachment_file_id_fkey" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_attachment_file_id_fkey" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_number_reservations" ADD CONSTRAINT "request_number_reservations_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_file_id_fkey" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."report_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_number_counters" ADD CONSTRAINT "request_number_counters_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_notices" ADD CONSTRAINT "adverse_notices_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_notices" ADD CONSTRAINT "adverse_notices_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contests" ADD CONSTRAINT "candidate_contests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contests" ADD CONSTRAINT "candidate_contests_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contests" ADD CONSTRAINT "candidate_contests_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contests" ADD CONSTRAINT "candidate_contests_reviewed_by_fkey" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_outcomes" ADD CONSTRAINT "hiring_outcomes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_outcomes" ADD CONSTRAINT "hiring_outcomes_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_categories" ADD CONSTRAINT "purpose_categories_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_rights_settings" ADD CONSTRAINT "tenant_rights_settings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_config" ADD CONSTRAINT "tenant_config_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contract_file_id_fkey" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_owner_idx" ON "api_keys" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidate_checks_tenant_status_idx" ON "candidate_checks" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "document_requests_tenant_created_idx" ON "document_requests" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_requests_user_created_idx" ON "document_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_uploads_request_idx" ON "document_uploads" USING btree ("request_id","uploaded_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_tenant_created_idx" ON "tickets" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_user_created_idx" ON "tickets" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bills_tenant_expiry_idx" ON "bills" USING btree ("tenant_id","expiry_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_user_expiry_idx" ON "bills" USING btree ("user_id","expiry_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_tenant_status_idx" ON "bills" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bills_user_status_idx" ON "bills" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "register_payments_tenant_created_idx" ON "register_payments" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "register_payments_user_created_idx" ON "register_payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "register_payments_tenant_month_created_idx" ON "register_payments" USING btree ("tenant_id","month","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "register_payments_unpaid_idx" ON "register_payments" USING btree ("tenant_id","created_at" DESC NULLS FIRST) WHERE status = 'UN_PAID';--> statement-breakpoint
CREATE INDEX "register_payments_unbilled_idx" ON "register_payments" USING btree ("month","user_id") WHERE bill_id is null;--> statement-breakpoint
CREATE INDEX "register_payments_bill_idx" ON "register_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("tenant_id","subject_type","subject_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mails_tenant_created_idx" ON "mails" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mails_pending_idx" ON "mails" USING btree ("created_at") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "candidates_request_idx" ON "candidates" USING btree ("request_id","inserted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidates_tenant_inserted_idx" ON "candidates" USING btree ("tenant_id","inserted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidates_user_inserted_idx" ON "candidates" USING btree ("user_id","inserted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidates_tenant_status_idx" ON "candidates" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "candidates_invitation_key_idx" ON "candidates" USING btree ("invitation_key");--> statement-breakpoint
CREATE INDEX "candidates_retention_idx" ON "candidates" USING btree (coalesce(consent_at, data_submitted_at, inserted_at)) WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "candidates_first_last_trgm_idx" ON "candidates" USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_last_first_trgm_idx" ON "candidates" USING gin ((coalesce(last_name, '') || ' ' || coalesce(first_name, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_email_trgm_idx" ON "candidates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_tenant_email_idx" ON "candidates" USING btree ("tenant_id","email","inserted_at","id");--> statement-breakpoint
CREATE INDEX "candidates_tenant_score_idx" ON "candidates" USING btree ("tenant_id","degradation_score" DESC NULLS FIRST,"inserted_at","id");--> statement-breakpoint
CREATE INDEX "candidates_tenant_full_name_idx" ON "candidates" USING btree ("tenant_id",(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))),"inserted_at","id");--> statement-breakpoint
CREATE INDEX "candidates_tenant_request_idx" ON "candidates" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "candidates_awaiting_checks_idx" ON "candidates" USING btree ("data_submitted_at") WHERE status = 'NOT_COMPLETE' and data_submitted_at is not null;--> statement-breakpoint
CREATE INDEX "consents_candidate_idx" ON "consents" USING btree ("candidate_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "consents_candidate_choice_uq" ON "consents" USING btree ("candidate_id","choice");--> statement-breakpoint
CREATE INDEX "report_requests_tenant_created_idx" ON "report_requests" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_requests_user_created_idx" ON "report_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_requests_tenant_status_idx" ON "report_requests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "report_requests_open_end_idx" ON "report_requests" USING btree ("valid_end_date") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "report_requests_name_trgm_idx" ON "report_requests" USING gin ("reference_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_requests_tenant_day_idx" ON "report_requests" USING btree ("tenant_id",((created_at at time zone 'Europe/Rome')::date));--> statement-breakpoint
CREATE INDEX "report_requests_tenant_status_created_idx" ON "report_requests" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_requests_tenant_name_idx" ON "report_requests" USING btree ("tenant_id","reference_person");--> statement-breakpoint
CREATE INDEX "report_requests_tenant_end_idx" ON "report_requests" USING btree ("tenant_id","valid_end_date");--> statement-breakpoint
CREATE INDEX "report_requests_created_idx" ON "report_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_requests_tenant_user_idx" ON "report_requests" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_contests_open_uq" ON "candidate_contests" USING btree ("candidate_id") WHERE reviewed_at is null;--> statement-breakpoint
CREATE INDEX "candidate_contests_tenant_created_idx" ON "candidate_contests" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_subject_requests_tenant_idx" ON "data_subject_requests" USING btree ("tenant_id","state","due_at");--> statement-breakpoint
CREATE INDEX "data_subject_requests_candidate_idx" ON "data_subject_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "hiring_outcomes_candidate_idx" ON "hiring_outcomes" USING btree ("candidate_id","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "legal_holds_active_idx" ON "legal_holds" USING btree ("candidate_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "rate_limits_expire" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_tenant_created_idx" ON "users" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_tenant_status_idx" ON "users" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_idx" ON "password_reset_requests" USING btree ("tenant_id","email","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_ip_idx" ON "password_reset_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_owner_idx" ON "webhook_endpoints" USING btree ("tenant_id","user_id");