CREATE TABLE "catalogue_colours" (
	"catalogue_key" text NOT NULL,
	"name" text NOT NULL,
	"hex" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalogue_colours_catalogue_key_name_pk" PRIMARY KEY("catalogue_key","name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue_key" text NOT NULL,
	"code" text NOT NULL,
	"shortcode" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_sizes" (
	"catalogue_key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_sizes_catalogue_key_name_pk" PRIMARY KEY("catalogue_key","name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_skus" (
	"product_id" integer NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_skus_product_id_colour_size_pk" PRIMARY KEY("product_id","colour","size")
);
--> statement-breakpoint
CREATE TABLE "catalogue_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue_key" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"standard_csv" jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" integer
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_colours" ADD CONSTRAINT "catalogue_colours_catalogue_key_catalogues_key_fk" FOREIGN KEY ("catalogue_key") REFERENCES "public"."catalogues"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_catalogue_key_catalogues_key_fk" FOREIGN KEY ("catalogue_key") REFERENCES "public"."catalogues"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sizes" ADD CONSTRAINT "catalogue_sizes_catalogue_key_catalogues_key_fk" FOREIGN KEY ("catalogue_key") REFERENCES "public"."catalogues"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_uploads" ADD CONSTRAINT "catalogue_uploads_catalogue_key_catalogues_key_fk" FOREIGN KEY ("catalogue_key") REFERENCES "public"."catalogues"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_uploads" ADD CONSTRAINT "catalogue_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_uploads" ADD CONSTRAINT "catalogue_uploads_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_key_shortcode_idx" ON "catalogue_products" USING btree ("catalogue_key","shortcode");--> statement-breakpoint
CREATE INDEX "catalogue_products_key_description_idx" ON "catalogue_products" USING btree ("catalogue_key",lower("description"));--> statement-breakpoint
CREATE INDEX "catalogue_uploads_key_idx" ON "catalogue_uploads" USING btree ("catalogue_key","created_at");