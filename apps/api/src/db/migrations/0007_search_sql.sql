-- Issue 16 search (docs/decisions/016-search.md), hand-written: runs after 0006_search.
-- fuzzystrmatch gives levenshtein_less_equal for typo tolerance (one edit for short words, two for long).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- 0006 re-created the generated search vectors (folded text); their GIN indexes went with the old columns.
CREATE INDEX IF NOT EXISTS "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_title_document_idx" ON "search_documents" USING gin ("title_document");--> statement-breakpoint
-- The vocabulary is folded now: rebuild it from today's titles and category names (as indexProducts does).
DELETE FROM search_words;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM (
  SELECT unnest(tsvector_to_array(sd.title_document)) AS w FROM search_documents sd WHERE sd.kind = 'product'
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple',
    replace(replace(translate(lower(concat_ws(' ', c.name->>'nb', c.name->>'en')), 'øöåäéèêëáàâóòôúùûüíìîïçñ', 'ooaaeeeeaaaooouuuuiiiicn'), 'æ', 'ae'), 'aa', 'a'))))
  FROM categories c
) words
WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z]+$'
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
-- A starting list of synonyms (the shop edits them: GET/POST/DELETE /api/backoffice/search-synonyms): words buyers
-- type for what the catalog names otherwise, Swedish and Danish words among them.
INSERT INTO search_synonyms (terms) VALUES
  ('{hansker,handskar,handsker,engangshansker,arbeidshansker}'),
  ('{støvmaske,munnbind,ansiktsmaske,andningsskydd}'),
  ('{avfallssekk,søppelsekk,søppelpose,sopsäck,affaldssæk,garbage,trash}'),
  ('{toalettpapir,dopapir,toalettpapper,toiletpapir}'),
  ('{notatlapper,"post-it","gule lapper"}'),
  ('{tape,teip}'),
  ('{vernesko,sikkerhetssko,sikkerhedssko,skyddsskor,arbeidssko}'),
  ('{tørkepapir,papirhåndkle,pappershandduk,papirhåndklæde}'),
  ('{hånddesinfeksjon,håndsprit,handsprit,antibac}'),
  ('{bleiebukse,bleier,bleie}'),
  ('{vernebriller,skyddsglasögon,beskyttelsesbriller,sikkerhedsbriller,"safety glasses"}'),
  ('{konvolutt,kuvert,kuverter,konvolut}'),
  ('{ørepropper,øreplugger,öronproppar}'),
  ('{sukker,socker}');
