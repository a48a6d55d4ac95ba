-- Issue 32 (product §15.5, §15.7).
-- Personal API tokens die with the password like every other credential: each token carries the
-- session version it was created under and is refused once the member's version has moved on
-- (a password reset or change, which also deletes them).
ALTER TABLE api_tokens ADD COLUMN session_version integer NOT NULL DEFAULT 0;
UPDATE api_tokens t SET session_version = u.session_version FROM users u WHERE u.id = t.user_id;

-- A refresh token presented again within a few seconds by the client that rotated it gets the same
-- new pair (two tabs refreshing at once) instead of revoking its family: who rotated it (a keyed hash
-- of the client address and user agent, as the rate limits key on the address).
ALTER TABLE refresh_tokens ADD COLUMN rotated_by text;
