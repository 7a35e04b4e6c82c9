CREATE TABLE "auction_bidders" (
	"vehicle_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"bidder_number" integer NOT NULL,
	CONSTRAINT "auction_bidders_vehicle_id_bidder_id_pk" PRIMARY KEY("vehicle_id","bidder_id")
);
--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidders_number_key" ON "auction_bidders" USING btree ("vehicle_id","bidder_number");--> statement-breakpoint
-- Number the bidders of existing auctions in the order of their first bid.
INSERT INTO "auction_bidders" ("vehicle_id", "bidder_id", "bidder_number")
SELECT "vehicle_id", "bidder_id", row_number() OVER (PARTITION BY "vehicle_id" ORDER BY "first_seq")
FROM (SELECT "vehicle_id", "bidder_id", min("bid_seq") AS "first_seq" FROM "bids" GROUP BY "vehicle_id", "bidder_id") AS "firsts";
