-- Raises an error from inside a statement, so a check can sit in the statement that writes: the sale's
-- last statement travels with its COMMIT, and a failed check there must make the whole transaction fail.
-- The SQLSTATE is the caller's (class FB: FBMS's own), so the server can tell which check failed.
CREATE OR REPLACE FUNCTION fbms_fail(code text, message text) RETURNS int
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = code, MESSAGE = message;
END;
$$;
