-- Areas of a network (docs/map-objects.md, "Areas"): districts, municipalities, maintenance
-- zones, each a name and a Polygon or MultiPolygon (GeoJSON, WGS84) with its bounding box in
-- plain columns for the viewport and for finding the area a point lies in; the attributes the
-- network gives its areas, and each area's values. Not the network's own outline: that is
-- networks.geo_object_id (0000's geo_objects).
CREATE TABLE "geo_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "geo_areas_network_name" ON "geo_areas" ("network_id", (nullif("name", '') COLLATE list_nl), "id");
--> statement-breakpoint
-- The box as PostgreSQL's own box type, as the objects' (0008): an area a point lies in is found
-- by the box first.
CREATE INDEX "geo_areas_box" ON "geo_areas" USING gist (box(point("min_lon", "min_lat"), point("max_lon", "max_lat")));
--> statement-breakpoint
CREATE INDEX "geo_areas_created_by" ON "geo_areas" ("created_by");
--> statement-breakpoint
CREATE TABLE "geo_area_values" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"geo_area_id" integer NOT NULL REFERENCES "geo_areas"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	"value" jsonb NOT NULL,
	CONSTRAINT "geo_area_values_pk" PRIMARY KEY ("geo_area_id", "attribute_id")
);
--> statement-breakpoint
CREATE INDEX "geo_area_values_attribute" ON "geo_area_values" ("attribute_id");
--> statement-breakpoint
-- The attributes of the network its areas have (GET /v1/geo_attribute), linked as a selection
-- type's are, the network being the owner.
CREATE TABLE "geo_area_attributes" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	CONSTRAINT "geo_area_attributes_pk" PRIMARY KEY ("network_id", "attribute_id")
);
--> statement-breakpoint
CREATE INDEX "geo_area_attributes_attribute" ON "geo_area_attributes" ("attribute_id");
