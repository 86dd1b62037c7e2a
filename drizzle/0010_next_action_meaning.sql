-- The default next action is stored as its meaning (DEFAULT_NEXT_ACTION in app/domain/crm.ts, "Initial contact")
-- and shown in each reader's language; before, it was stored in the words of whoever added the company. Companies
-- whose next action is the default's Arabic or Serbian words get the meaning (trimmed, as the server compares).
UPDATE "companies" SET "next_action" = 'Initial contact'
WHERE btrim("next_action") IN ('Initial contact', 'التواصل الأولي', 'Први контакт') AND "next_action" <> 'Initial contact';
