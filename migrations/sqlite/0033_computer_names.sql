-- Twin of the Postgres migration: the computer players' accounts are named by a letter
-- ("Beginner computer B"), not a number, keeping their ids.
UPDATE "user" SET username = 'Beginner computer A', username_key = 'beginner computer a'
    WHERE user_id = '00000000-0000-4000-8000-000000000011';
UPDATE "user" SET username = 'Beginner computer B', username_key = 'beginner computer b'
    WHERE user_id = '00000000-0000-4000-8000-000000000012';
UPDATE "user" SET username = 'Beginner computer C', username_key = 'beginner computer c'
    WHERE user_id = '00000000-0000-4000-8000-000000000013';
UPDATE "user" SET username = 'Standard computer A', username_key = 'standard computer a'
    WHERE user_id = '00000000-0000-4000-8000-000000000021';
UPDATE "user" SET username = 'Standard computer B', username_key = 'standard computer b'
    WHERE user_id = '00000000-0000-4000-8000-000000000022';
UPDATE "user" SET username = 'Standard computer C', username_key = 'standard computer c'
    WHERE user_id = '00000000-0000-4000-8000-000000000023';
UPDATE "user" SET username = 'Strong computer A', username_key = 'strong computer a'
    WHERE user_id = '00000000-0000-4000-8000-000000000031';
UPDATE "user" SET username = 'Strong computer B', username_key = 'strong computer b'
    WHERE user_id = '00000000-0000-4000-8000-000000000032';
UPDATE "user" SET username = 'Strong computer C', username_key = 'strong computer c'
    WHERE user_id = '00000000-0000-4000-8000-000000000033';
