-- Search ignores accents (nano finds Ñaño) and counts the category's name: search_text is no longer a
-- generated column (it cannot read the category) but kept by triggers, computed by one function.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary itself
-- and may be used where an IMMUTABLE function is needed. PL/pgSQL: a SQL wrapper (never inlined,
-- since unaccent is not IMMUTABLE) costs three times as much per row written.
CREATE OR REPLACE FUNCTION fbms_search_fold(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN RETURN lower(public.unaccent('public.unaccent'::regdictionary, t)); END; $$;--> statement-breakpoint
-- What a product's search looks in: name first (a query that starts it is a name prefix), then SKU,
-- brand, description and category name, accent-folded and lower-case.
CREATE OR REPLACE FUNCTION fbms_product_search_text(name text, sku text, brand text, description text, category text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT fbms_search_fold(concat_ws(' ', name, sku, brand, description, category)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fbms_products_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- No lock on the category (a lock per row would slow a bulk insert and could deadlock with a
  -- rename): a product inserted, or moved into a category, in the very moment that category is
  -- renamed keeps the old name in its search text until it is saved again.
  NEW.search_text := fbms_product_search_text(NEW.name, NEW.sku, NEW.brand, NEW.description,
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fbms_categories_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET search_text = fbms_product_search_text(p.name, p.sku, p.brand, p.description, NEW.name)
   WHERE p.category_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP INDEX "products_search_text_trgm";--> statement-breakpoint
DROP INDEX "products_name_prefix";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
UPDATE "products" p
   SET "search_text" = fbms_product_search_text(p.name, p.sku, p.brand, p.description,
         (SELECT c.name FROM categories c WHERE c.id = p.category_id));--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF name, sku, brand, description, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION fbms_products_search_text();--> statement-breakpoint
CREATE TRIGGER categories_search_text AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION fbms_categories_search_text();--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A query without 3 letters in a row matches the start of the (folded) name: search_text starts with it.
CREATE INDEX "products_search_text_prefix" ON "products" USING btree (left("search_text", 100) text_pattern_ops);
