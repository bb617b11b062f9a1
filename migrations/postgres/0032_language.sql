-- The language a person chose for the site, their mails, feed and webhook (NULL: never
-- chosen; pages then follow the browser, mails are English).
ALTER TABLE user_notify ADD COLUMN language text;
