-- Every time column to millisecond precision (JavaScript's): existing values are rounded.
-- One ALTER TABLE per table, so each table and its indexes are rewritten once.
ALTER TABLE "audit_events"
	ALTER COLUMN "occurred_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bid_idempotency_keys"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bid_maxima"
	ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bids"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "client_footprints"
	ALTER COLUMN "occurred_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes"
	ALTER COLUMN "used_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "outbox_messages"
	ALTER COLUMN "available_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens"
	ALTER COLUMN "expires_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "used_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "professional_profiles"
	ALTER COLUMN "reviewed_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "transactions"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "uploads"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "user_mfa"
	ALTER COLUMN "confirmed_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "users"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "vehicle_images"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "vehicles"
	ALTER COLUMN "auction_end_time" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "closed_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "watchlist"
	ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;