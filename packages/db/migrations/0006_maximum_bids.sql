CREATE TABLE "bid_maxima" (
	"vehicle_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_maxima_vehicle_id_bidder_id_pk" PRIMARY KEY("vehicle_id","bidder_id")
);
--> statement-breakpoint
ALTER TABLE "bid_idempotency_keys" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_idempotency_keys" ALTER COLUMN "bid_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_idempotency_keys" ADD COLUMN "max_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "is_automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "maximum_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_maxima" ADD CONSTRAINT "bid_maxima_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_maxima" ADD CONSTRAINT "bid_maxima_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_vehicle_amount_key" ON "bids" USING btree ("vehicle_id","amount");