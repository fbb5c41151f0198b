CREATE TABLE "action_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_change_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_image_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "action_image_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "action_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_status_roles" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"action_status_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"is_selectable" boolean DEFAULT false NOT NULL,
	"show_on_map" boolean DEFAULT false NOT NULL,
	"is_attached" boolean DEFAULT false NOT NULL,
	CONSTRAINT "action_status_roles_action_status_id_role_id_pk" PRIMARY KEY("action_status_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "action_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '-' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_type_attributes" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"action_type_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "action_type_attributes_action_type_id_attribute_id_pk" PRIMARY KEY("action_type_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "action_type_image_types" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"action_type_id" integer NOT NULL,
	"action_image_type_id" integer NOT NULL,
	CONSTRAINT "action_type_image_types_action_type_id_action_image_type_id_pk" PRIMARY KEY("action_type_id","action_image_type_id")
);
--> statement-breakpoint
CREATE TABLE "action_type_map_object_types" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"action_type_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	CONSTRAINT "action_type_map_object_types_action_type_id_map_object_type_id_pk" PRIMARY KEY("action_type_id","map_object_type_id")
);
--> statement-breakpoint
CREATE TABLE "action_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"own_geo" boolean DEFAULT false NOT NULL,
	"creates_object" boolean DEFAULT false NOT NULL,
	"deletes_object" boolean DEFAULT false NOT NULL,
	"on_network" boolean DEFAULT false NOT NULL,
	"dynamic_action_type_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"attribute_group_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_object_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_object_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_object_type_action_statuses" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"action_status_id" integer NOT NULL,
	CONSTRAINT "map_object_type_action_statuses_map_object_type_id_action_status_id_pk" PRIMARY KEY("map_object_type_id","action_status_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_type_attributes" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"default_value" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "map_object_type_attributes_map_object_type_id_attribute_id_pk" PRIMARY KEY("map_object_type_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_type_constraints" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"constraint_type_id" integer NOT NULL,
	CONSTRAINT "map_object_type_constraints_map_object_type_id_constraint_type_id_pk" PRIMARY KEY("map_object_type_id","constraint_type_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_type_selections" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"selection_type_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "map_object_type_selections_map_object_type_id_selection_type_id_pk" PRIMARY KEY("map_object_type_id","selection_type_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_type_settings" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"type_setting_id" integer NOT NULL,
	CONSTRAINT "map_object_type_settings_map_object_type_id_type_setting_id_pk" PRIMARY KEY("map_object_type_id","type_setting_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_type_statuses" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"map_object_type_id" integer NOT NULL,
	"map_object_status_id" integer NOT NULL,
	CONSTRAINT "map_object_type_statuses_map_object_type_id_map_object_status_id_pk" PRIMARY KEY("map_object_type_id","map_object_status_id")
);
--> statement-breakpoint
CREATE TABLE "map_object_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"prefix" text,
	"geo_type" text NOT NULL,
	"map_object_category_id" integer,
	"label_attribute_id" integer,
	"on_network" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_type_attributes" (
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"selection_type_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	CONSTRAINT "selection_type_attributes_selection_type_id_attribute_id_pk" PRIMARY KEY("selection_type_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "selection_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_network" boolean DEFAULT false NOT NULL,
	"is_ordered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "type_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "action_categories" ADD CONSTRAINT "action_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_categories" ADD CONSTRAINT "action_categories_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_priorities" ADD CONSTRAINT "action_priorities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_priorities" ADD CONSTRAINT "action_priorities_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_status_roles" ADD CONSTRAINT "action_status_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_status_roles" ADD CONSTRAINT "action_status_roles_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_status_roles" ADD CONSTRAINT "action_status_roles_action_status_id_action_statuses_id_fk" FOREIGN KEY ("action_status_id") REFERENCES "public"."action_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_status_roles" ADD CONSTRAINT "action_status_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_statuses" ADD CONSTRAINT "action_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_statuses" ADD CONSTRAINT "action_statuses_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_attributes" ADD CONSTRAINT "action_type_attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_attributes" ADD CONSTRAINT "action_type_attributes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_attributes" ADD CONSTRAINT "action_type_attributes_action_type_id_action_types_id_fk" FOREIGN KEY ("action_type_id") REFERENCES "public"."action_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_attributes" ADD CONSTRAINT "action_type_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_image_types" ADD CONSTRAINT "action_type_image_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_image_types" ADD CONSTRAINT "action_type_image_types_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_image_types" ADD CONSTRAINT "action_type_image_types_action_type_id_action_types_id_fk" FOREIGN KEY ("action_type_id") REFERENCES "public"."action_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_image_types" ADD CONSTRAINT "action_type_image_types_action_image_type_id_action_image_types_id_fk" FOREIGN KEY ("action_image_type_id") REFERENCES "public"."action_image_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_map_object_types" ADD CONSTRAINT "action_type_map_object_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_map_object_types" ADD CONSTRAINT "action_type_map_object_types_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_map_object_types" ADD CONSTRAINT "action_type_map_object_types_action_type_id_action_types_id_fk" FOREIGN KEY ("action_type_id") REFERENCES "public"."action_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_type_map_object_types" ADD CONSTRAINT "action_type_map_object_types_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_types" ADD CONSTRAINT "action_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_types" ADD CONSTRAINT "action_types_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_types" ADD CONSTRAINT "action_types_dynamic_action_type_category_id_action_categories_id_fk" FOREIGN KEY ("dynamic_action_type_category_id") REFERENCES "public"."action_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups" ADD CONSTRAINT "attribute_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups" ADD CONSTRAINT "attribute_groups_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_attribute_group_id_attribute_groups_id_fk" FOREIGN KEY ("attribute_group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_values" ADD CONSTRAINT "lookup_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_values" ADD CONSTRAINT "lookup_values_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_values" ADD CONSTRAINT "lookup_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_categories" ADD CONSTRAINT "map_object_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_categories" ADD CONSTRAINT "map_object_categories_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_statuses" ADD CONSTRAINT "map_object_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_statuses" ADD CONSTRAINT "map_object_statuses_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_action_statuses" ADD CONSTRAINT "map_object_type_action_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_action_statuses" ADD CONSTRAINT "map_object_type_action_statuses_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_action_statuses" ADD CONSTRAINT "map_object_type_action_statuses_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_action_statuses" ADD CONSTRAINT "map_object_type_action_statuses_action_status_id_action_statuses_id_fk" FOREIGN KEY ("action_status_id") REFERENCES "public"."action_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_attributes" ADD CONSTRAINT "map_object_type_attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_attributes" ADD CONSTRAINT "map_object_type_attributes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_attributes" ADD CONSTRAINT "map_object_type_attributes_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_attributes" ADD CONSTRAINT "map_object_type_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_constraints" ADD CONSTRAINT "map_object_type_constraints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_constraints" ADD CONSTRAINT "map_object_type_constraints_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_constraints" ADD CONSTRAINT "map_object_type_constraints_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_constraints" ADD CONSTRAINT "map_object_type_constraints_constraint_type_id_map_object_types_id_fk" FOREIGN KEY ("constraint_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_selections" ADD CONSTRAINT "map_object_type_selections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_selections" ADD CONSTRAINT "map_object_type_selections_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_selections" ADD CONSTRAINT "map_object_type_selections_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_selections" ADD CONSTRAINT "map_object_type_selections_selection_type_id_selection_types_id_fk" FOREIGN KEY ("selection_type_id") REFERENCES "public"."selection_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_settings" ADD CONSTRAINT "map_object_type_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_settings" ADD CONSTRAINT "map_object_type_settings_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_settings" ADD CONSTRAINT "map_object_type_settings_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_settings" ADD CONSTRAINT "map_object_type_settings_type_setting_id_type_settings_id_fk" FOREIGN KEY ("type_setting_id") REFERENCES "public"."type_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_statuses" ADD CONSTRAINT "map_object_type_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_statuses" ADD CONSTRAINT "map_object_type_statuses_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_statuses" ADD CONSTRAINT "map_object_type_statuses_map_object_type_id_map_object_types_id_fk" FOREIGN KEY ("map_object_type_id") REFERENCES "public"."map_object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_type_statuses" ADD CONSTRAINT "map_object_type_statuses_map_object_status_id_map_object_statuses_id_fk" FOREIGN KEY ("map_object_status_id") REFERENCES "public"."map_object_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_types" ADD CONSTRAINT "map_object_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_types" ADD CONSTRAINT "map_object_types_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_types" ADD CONSTRAINT "map_object_types_map_object_category_id_map_object_categories_id_fk" FOREIGN KEY ("map_object_category_id") REFERENCES "public"."map_object_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_object_types" ADD CONSTRAINT "map_object_types_label_attribute_id_attributes_id_fk" FOREIGN KEY ("label_attribute_id") REFERENCES "public"."attributes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_type_attributes" ADD CONSTRAINT "selection_type_attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_type_attributes" ADD CONSTRAINT "selection_type_attributes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_type_attributes" ADD CONSTRAINT "selection_type_attributes_selection_type_id_selection_types_id_fk" FOREIGN KEY ("selection_type_id") REFERENCES "public"."selection_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_type_attributes" ADD CONSTRAINT "selection_type_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_types" ADD CONSTRAINT "selection_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_types" ADD CONSTRAINT "selection_types_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_categories_network" ON "action_categories" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "action_priorities_network" ON "action_priorities" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "action_status_roles_role" ON "action_status_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "action_statuses_network" ON "action_statuses" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "action_type_attributes_attribute" ON "action_type_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "action_type_map_object_types_type" ON "action_type_map_object_types" USING btree ("map_object_type_id");--> statement-breakpoint
CREATE INDEX "action_types_network" ON "action_types" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "attribute_groups_network" ON "attribute_groups" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "attributes_network" ON "attributes" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "lookup_values_attribute" ON "lookup_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "map_object_categories_network" ON "map_object_categories" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "map_object_statuses_network" ON "map_object_statuses" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "map_object_type_action_statuses_status" ON "map_object_type_action_statuses" USING btree ("action_status_id");--> statement-breakpoint
CREATE INDEX "map_object_type_attributes_attribute" ON "map_object_type_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "map_object_type_constraints_target" ON "map_object_type_constraints" USING btree ("constraint_type_id");--> statement-breakpoint
CREATE INDEX "map_object_type_selections_selection" ON "map_object_type_selections" USING btree ("selection_type_id");--> statement-breakpoint
CREATE INDEX "map_object_type_statuses_status" ON "map_object_type_statuses" USING btree ("map_object_status_id");--> statement-breakpoint
CREATE INDEX "map_object_types_network" ON "map_object_types" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "selection_type_attributes_attribute" ON "selection_type_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "selection_types_network" ON "selection_types" USING btree ("network_id");