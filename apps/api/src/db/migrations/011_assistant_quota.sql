-- Issue 32 (product §15.4): the chart assistant's monthly question allowance per plan, next to the
-- holdings limit (NULL: no limit). Written by seedBase at every start like the rest of the plan.
ALTER TABLE plans ADD COLUMN assistant_prompts_monthly integer CHECK (assistant_prompts_monthly IS NULL OR assistant_prompts_monthly >= 0);
-- The allowance counts a member's questions of the month: read by member and time.
CREATE INDEX chartgpt_prompts_user_time_idx ON chartgpt_prompts (user_id, created_at);
