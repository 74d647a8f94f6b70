-- Reset and invitation tokens (and OAuth states) are kept as their SHA-256, base64url without padding
-- (better-auth's storeIdentifier 'hashed'; apps/server/src/platform/auth/verification-id.ts). Rows
-- written before in clear are hashed here, so a database dump holds no token anyone can use.
UPDATE verifications
   SET identifier = rtrim(translate(encode(sha256(convert_to(identifier, 'UTF8')), 'base64'), '+/', '-_'), '=')
 WHERE identifier LIKE '%:%' OR length(identifier) <> 43;
