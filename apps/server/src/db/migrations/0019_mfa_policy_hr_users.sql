-- Issue 30: administrators always sign in with a second factor (MFA_REQUIRED_FOR_ADMINS); the tenant's rule is now
-- whether its HR users must. A tenant that required it of its administrators asked nothing of its HR users, so every
-- rule starts off (docs/decisions/security-mfa.md).
ALTER TABLE "tenant_mfa_policies" RENAME COLUMN "require_for_admins" TO "require_for_hr_users";--> statement-breakpoint
UPDATE "tenant_mfa_policies" SET "require_for_hr_users" = false;
