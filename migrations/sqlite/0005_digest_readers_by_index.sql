-- The daily digest's candidates by index (src/store/shared.rs, DIGESTS_DUE_WHERE): from
-- DIGEST_HOUR_UTC on, every worker pass looks for readers of the digest with a game
-- waiting and no digest yet today; without this index that read every user's settings.
CREATE INDEX user_notify_digest_idx ON user_notify (user_id)
    WHERE email_mode = 'digest' AND email IS NOT NULL;
