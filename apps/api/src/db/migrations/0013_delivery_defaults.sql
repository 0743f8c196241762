-- The delivery tables the shop ran on before they were data (modules/delivery/defaults.ts), for a database whose
-- markets exist already. A fresh database has no markets yet at this point: seedReference writes them and these.
-- Holidays need no rows: a year not kept in `holiday_years` uses the generated calendar (lib/holidays.ts).
INSERT INTO "delivery_routes" ("code", "market", "name", "zip_from", "zip_to", "is_served", "weekdays", "transit_days", "cut_off", "express_before")
SELECT v.* FROM (VALUES
  ('NO-JANMAYEN', 'NO', '{"nb":"Jan Mayen","en":"Jan Mayen"}'::jsonb, 8099, 8099, false, '{}'::integer[], 1, '14:00', NULL::text),
  ('NO-SVALBARD', 'NO', '{"nb":"Svalbard","en":"Svalbard"}'::jsonb, 9170, 9179, false, '{}'::integer[], 1, '14:00', NULL::text),
  ('NO-OSL', 'NO', '{"nb":"Oslo og Akershus","en":"Oslo and Akershus"}'::jsonb, 0, 1999, true, '{1,2,3,4,5}'::integer[], 1, '14:00', '10:00'),
  ('NO-OST', 'NO', '{"nb":"Østlandet og Sørlandet","en":"Eastern and Southern Norway"}'::jsonb, 2000, 4999, true, '{2,4}'::integer[], 1, '14:00', NULL::text),
  ('NO-VEST', 'NO', '{"nb":"Vestlandet","en":"Western Norway"}'::jsonb, 5000, 5999, true, '{1,3,5}'::integer[], 1, '14:00', NULL::text),
  ('NO-NORD', 'NO', '{"nb":"Midt- og Nord-Norge","en":"Central and Northern Norway"}'::jsonb, 6000, 9999, true, '{3}'::integer[], 2, '14:00', NULL::text),
  ('SE-STO', 'SE', '{"nb":"Stockholm","en":"Stockholm"}'::jsonb, 10000, 19999, true, '{1,2,3,4,5}'::integer[], 1, '14:00', '10:00'),
  ('SE-SYD', 'SE', '{"nb":"Skåne og Blekinge","en":"Skåne and Blekinge"}'::jsonb, 20000, 29999, true, '{1,3,5}'::integer[], 1, '14:00', NULL::text),
  ('SE-SMA', 'SE', '{"nb":"Småland og Öland","en":"Småland and Öland"}'::jsonb, 30000, 39999, true, '{2,4}'::integer[], 1, '14:00', NULL::text),
  ('SE-VAST', 'SE', '{"nb":"Göteborg og Västsverige","en":"Gothenburg and West Sweden"}'::jsonb, 40000, 59999, true, '{1,2,3,4,5}'::integer[], 1, '14:00', NULL::text),
  ('SE-GOTL', 'SE', '{"nb":"Gotland","en":"Gotland"}'::jsonb, 62000, 62999, true, '{4}'::integer[], 2, '14:00', NULL::text),
  ('SE-MITT', 'SE', '{"nb":"Mellom-Sverige","en":"Central Sweden"}'::jsonb, 60000, 79999, true, '{2,4}'::integer[], 1, '14:00', NULL::text),
  ('SE-NORR', 'SE', '{"nb":"Norrland","en":"Norrland"}'::jsonb, 80000, 98999, true, '{3}'::integer[], 2, '14:00', NULL::text),
  ('DK-GREENLAND', 'DK', '{"nb":"Grønland","en":"Greenland"}'::jsonb, 3900, 3999, false, '{}'::integer[], 1, '14:00', NULL::text),
  ('DK-KBH', 'DK', '{"nb":"København og Frederiksberg","en":"Copenhagen and Frederiksberg"}'::jsonb, 1000, 2999, true, '{1,2,3,4,5}'::integer[], 1, '14:00', '10:00'),
  ('DK-BORN', 'DK', '{"nb":"Bornholm","en":"Bornholm"}'::jsonb, 3700, 3799, true, '{4}'::integer[], 2, '14:00', NULL::text),
  ('DK-SJ', 'DK', '{"nb":"Sjælland, Lolland og Falster","en":"Zealand, Lolland and Falster"}'::jsonb, 3000, 4999, true, '{2,4}'::integer[], 1, '14:00', NULL::text),
  ('DK-FYN', 'DK', '{"nb":"Fyn","en":"Funen"}'::jsonb, 5000, 5999, true, '{1,3,5}'::integer[], 1, '14:00', NULL::text),
  ('DK-JYS', 'DK', '{"nb":"Sør- og Vest-Jylland","en":"Southern and Western Jutland"}'::jsonb, 6000, 7999, true, '{2,4}'::integer[], 1, '14:00', NULL::text),
  ('DK-AAR', 'DK', '{"nb":"Aarhus og Øst-Jylland","en":"Aarhus and Eastern Jutland"}'::jsonb, 8000, 8999, true, '{1,3,5}'::integer[], 1, '14:00', NULL::text),
  ('DK-NJ', 'DK', '{"nb":"Nord-Jylland","en":"Northern Jutland"}'::jsonb, 9000, 9999, true, '{3}'::integer[], 2, '14:00', NULL::text)
) AS v("code", "market", "name", "zip_from", "zip_to", "is_served", "weekdays", "transit_days", "cut_off", "express_before")
WHERE EXISTS (SELECT 1 FROM "markets" m WHERE m."code" = v."market")
  AND NOT EXISTS (SELECT 1 FROM "delivery_routes");--> statement-breakpoint
INSERT INTO "shipping_methods" ("code", "name", "description", "cut_off", "position") VALUES
  ('route', '{"nb":"Levering på rute","en":"Route delivery"}'::jsonb, '{"nb":"Levert med våre biler på rutens faste ukedager.","en":"Delivered by our trucks on the route''s weekdays."}'::jsonb, '14:00', 1),
  ('express', '{"nb":"Ekspress med bud","en":"Express courier"}'::jsonb, '{"nb":"Bud leverer neste virkedag, også utenfor rutedagene. Bestill før kl. 12.","en":"A courier delivers the next working day, route day or not. Order before 12:00."}'::jsonb, '12:00', 2),
  ('pickup', '{"nb":"Hentes på lageret","en":"Pick up at the warehouse"}'::jsonb, '{"nb":"Klar til henting samme virkedag ved bestilling før kl. 10, ellers neste virkedag.","en":"Ready the same working day when ordered before 10:00, else the next working day."}'::jsonb, '10:00', 3)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "shipping_fees" ("method", "market", "fee")
SELECT v.* FROM (VALUES
  ('route', 'NO', 0),
  ('route', 'SE', 0),
  ('route', 'DK', 0),
  ('express', 'NO', 49900),
  ('express', 'SE', 69900),
  ('express', 'DK', 44900),
  ('pickup', 'NO', 0),
  ('pickup', 'SE', 0),
  ('pickup', 'DK', 0)
) AS v("method", "market", "fee")
WHERE EXISTS (SELECT 1 FROM "markets" m WHERE m."code" = v."market")
ON CONFLICT DO NOTHING;
