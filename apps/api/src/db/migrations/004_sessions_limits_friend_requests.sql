-- Credentials die with the password. Every access token, refresh token, verification link and
-- reset link carries the session version that was current when it was issued; resetting (or
-- changing) the password increments it, and a credential with another version is refused.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
ALTER TABLE refresh_tokens ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- Request counters shared by every API instance: one row per key (e.g. 'auth:<client ip hash>')
-- holding the current fixed window and its hits. Rows of past windows are deleted periodically.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- When a visitor's (hashed client IP) click on a link last counted; shared by every instance.
CREATE TABLE click_dedupe (
  link_id uuid NOT NULL REFERENCES affiliate_links (id) ON DELETE CASCADE,
  visitor_hash text NOT NULL,
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (link_id, visitor_hash)
);
CREATE INDEX click_dedupe_counted_idx ON click_dedupe (counted_at);

-- Friend requests: a row is a request from user_id to friend_id until friend_id accepts it.
-- One row per pair of users, whichever asked first.
ALTER TABLE friends ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted'));
ALTER TABLE friends ADD COLUMN accepted_at timestamptz;
-- Rows from before requests existed were one-sided adds the other user never agreed to, so they
-- become pending requests; a pair that added each other is a friendship (the older row is kept).
UPDATE friends f SET status = 'accepted', accepted_at = r.created_at
  FROM friends r
  WHERE r.user_id = f.friend_id AND r.friend_id = f.user_id AND (f.created_at, f.id) < (r.created_at, r.id);
DELETE FROM friends f USING friends r
  WHERE r.user_id = f.friend_id AND r.friend_id = f.user_id AND r.status = 'accepted' AND f.status = 'pending';
DELETE FROM friends WHERE user_id = friend_id;
ALTER TABLE friends ADD CONSTRAINT friends_not_self CHECK (user_id <> friend_id);
CREATE UNIQUE INDEX friends_pair_key ON friends (LEAST(user_id, friend_id), GREATEST(user_id, friend_id));
CREATE INDEX friends_friend_idx ON friends (friend_id);
