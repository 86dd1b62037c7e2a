-- The dashboard's order by name in each reader's language, as Intl.Collator(lang, { numeric: true }) sorts:
-- ICU collations with numbers compared by value (101 before 1001) and the language's own script first.
-- The keywords are spelled out (colNumeric, colReorder): PGlite's ICU has no locale data of its own.
-- Used by server/crm/company-order.ts (ORDER BY name COLLATE crm_name_<lang>); no table changes.
CREATE COLLATION IF NOT EXISTS crm_name_en (provider = icu, locale = 'en@colNumeric=yes');--> statement-breakpoint
CREATE COLLATION IF NOT EXISTS crm_name_ar (provider = icu, locale = 'ar@colNumeric=yes;colReorder=Arab');--> statement-breakpoint
CREATE COLLATION IF NOT EXISTS crm_name_sr (provider = icu, locale = 'sr@colNumeric=yes;colReorder=Cyrl');
