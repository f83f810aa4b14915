-- Up Migration
-- OAuth states already spent on a sign-in callback: each state is good once, on whichever instance the callback
-- lands, and is kept until it would have expired anyway (10 minutes).
CREATE TABLE oauth_states_used (
  state_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_used_expires ON oauth_states_used (expires_at);

-- Down Migration
DROP TABLE oauth_states_used;
