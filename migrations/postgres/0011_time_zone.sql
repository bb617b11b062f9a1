-- The time zone a user reads times in (an IANA name such as 'Europe/Amsterdam'), taken from
-- their browser on their first visit to the lobby and changeable in the settings. NULL:
-- not known yet, times are shown in UTC.
ALTER TABLE user_notify ADD COLUMN time_zone text;
