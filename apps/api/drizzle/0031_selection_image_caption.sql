-- What a selection's photo shows, as an object's photo has it (migration 0023).
ALTER TABLE "selection_images" ADD COLUMN "caption" text;
