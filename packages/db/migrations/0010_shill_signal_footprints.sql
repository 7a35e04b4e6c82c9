CREATE TABLE "client_footprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" uuid,
	"bid_id" uuid,
	"ip" text NOT NULL,
	"device_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_footprints" ADD CONSTRAINT "client_footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_footprints" ADD CONSTRAINT "client_footprints_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_footprints" ADD CONSTRAINT "client_footprints_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_footprints_occurred_at_idx" ON "client_footprints" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "client_footprints_user_idx" ON "client_footprints" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "client_footprints_ip_idx" ON "client_footprints" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "client_footprints_device_idx" ON "client_footprints" USING btree ("device_id") WHERE "client_footprints"."device_id" is not null;