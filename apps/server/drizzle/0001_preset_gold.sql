ALTER TABLE "presets" ADD COLUMN "gold" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_gold_not_negative" CHECK ("presets"."gold" >= 0);