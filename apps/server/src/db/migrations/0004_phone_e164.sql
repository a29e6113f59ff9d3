-- Hand-written: stored phone numbers become E.164, as the profile forms now save them
-- (normalizePhone in the contract). Only what is unmistakably an Indian mobile is rewritten:
-- after removing spaces, dashes, dots and brackets, 10 digits starting with 6-9, optionally after
-- 0, 91, +91 or +910. Anything else (foreign numbers, landlines, typos) is left exactly as it was,
-- so no one loses what they typed; the web shows such values as they are.
UPDATE "profiles"
SET "phoneno" = '+91' || right(regexp_replace("phoneno", '[[:space:]().-]', '', 'g'), 10)
WHERE regexp_replace("phoneno", '[[:space:]().-]', '', 'g') ~ '^(\+910?|91|0)?[6-9][0-9]{9}$';
