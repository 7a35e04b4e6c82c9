CREATE TABLE "rar_certificate_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"vehicle_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rar_certificate_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "rar_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_at" date NOT NULL,
	"file_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "has_rar_certificate" boolean;--> statement-breakpoint
ALTER TABLE "rar_certificate_files" ADD CONSTRAINT "rar_certificate_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rar_certificate_files" ADD CONSTRAINT "rar_certificate_files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rar_certificates" ADD CONSTRAINT "rar_certificates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rar_certificates" ADD CONSTRAINT "rar_certificates_file_id_rar_certificate_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."rar_certificate_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rar_certificates" ADD CONSTRAINT "rar_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rar_certificate_files_unclaimed_idx" ON "rar_certificate_files" USING btree ("created_at") WHERE "rar_certificate_files"."vehicle_id" is null;--> statement-breakpoint
CREATE INDEX "rar_certificates_vehicle_idx" ON "rar_certificates" USING btree ("vehicle_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);