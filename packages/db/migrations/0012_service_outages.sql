CREATE TABLE "service_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dependency" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"restored_at" timestamp (3) with time zone,
	"applied_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_outages_window_check" CHECK ("service_outages"."restored_at" is null or "service_outages"."restored_at" >= "service_outages"."started_at")
);
--> statement-breakpoint
CREATE INDEX "service_outages_unapplied_idx" ON "service_outages" USING btree ("started_at") WHERE "service_outages"."applied_at" is null;