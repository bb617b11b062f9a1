-- Twin of the Postgres migration: the computer players' accounts.
INSERT INTO "user" (user_id, username, username_key, password_hash, created_at) VALUES
    ('00000000-0000-4000-8000-000000000011', 'Beginner computer', 'beginner computer', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000012', 'Beginner computer 2', 'beginner computer 2', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000013', 'Beginner computer 3', 'beginner computer 3', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000021', 'Standard computer', 'standard computer', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000022', 'Standard computer 2', 'standard computer 2', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000023', 'Standard computer 3', 'standard computer 3', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000031', 'Strong computer', 'strong computer', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000032', 'Strong computer 2', 'strong computer 2', '!', '2026-11-25T00:00:00.000000Z'),
    ('00000000-0000-4000-8000-000000000033', 'Strong computer 3', 'strong computer 3', '!', '2026-11-25T00:00:00.000000Z')
ON CONFLICT DO NOTHING;
