CREATE TABLE "character_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "character_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text,
	"device_label" text,
	"field" text NOT NULL,
	"path" jsonb NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"conflict" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_history" ADD CONSTRAINT "character_history_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_history_character_id_idx" ON "character_history" USING btree ("character_id","id" DESC NULLS LAST);