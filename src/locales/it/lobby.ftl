# The site's words: see src/game/text.rs (SITE_MESSAGES).
