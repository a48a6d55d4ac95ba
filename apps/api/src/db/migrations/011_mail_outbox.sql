-- Issue 32 (product §15.1): the transactional outbox. A mail row is written in the transaction of
-- the event it tells of; the outbox worker claims due rows (FOR UPDATE SKIP LOCKED, so several
-- instances never take the same row), sends them, and retries with backoff. Rows written before
-- this migration were handed to the log mailer when written: they count as sent.
ALTER TABLE email_outbox
  ADD COLUMN kind text NOT NULL DEFAULT 'message',
  ADD COLUMN html text,
  ADD COLUMN status text NOT NULL DEFAULT 'sent' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN last_error text;
UPDATE email_outbox SET sent_at = created_at WHERE status = 'sent';
-- What a round of the worker reads: due pending rows and expired claims, oldest first.
CREATE INDEX email_outbox_due_idx ON email_outbox (id) WHERE status IN ('pending', 'sending');
-- The admins' list of failed mails, newest first.
CREATE INDEX email_outbox_failed_idx ON email_outbox (failed_at DESC) WHERE status = 'failed';
