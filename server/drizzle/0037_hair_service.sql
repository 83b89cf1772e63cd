-- A hair service bookable online: the starting menu's hair category offered only its Makeup Session, though the team
-- has a senior hair stylist. Added where that category is still the starting menu's (no active service of its own
-- besides the Makeup Session), so a salon that has written its own hair menu keeps it as it is.
INSERT INTO "salon_services" ("id", "category_id", "name", "description", "image", "duration_minutes", "price_kobo", "active", "on_home_page", "position")
SELECT 'silk-press', 'hair', 'Silk Press', 'Wash, deep conditioning and a silk press: smooth, glossy natural hair with no relaxer.', '', 90, 2500000, true, false, 6
WHERE EXISTS (SELECT 1 FROM "salon_categories" WHERE "id" = 'hair')
	AND NOT EXISTS (SELECT 1 FROM "salon_services" WHERE "category_id" = 'hair' AND "active" AND "id" <> 'makeup')
ON CONFLICT DO NOTHING;
