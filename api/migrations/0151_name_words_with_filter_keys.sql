-- The words of a program's name with its filter keys in one GIN index, as the words of all its fields have had since
-- 0065 (programs_public_words_keys_idx): the search's name tiers (every word in the name, the last a word start) then
-- intersect the name's words with the filters inside the index. Without the keys, the search of the programs after
-- its bounded walk read a filter's key alone from another index and checked every program holding it ("meditation
-- retreat" in January: 168,307 programs read to keep 2,836, 2.7 s at 1,000,000; with this index 2,841 entries). It
-- replaces the name's words alone (0009): a GIN index of two columns answers a condition on its first column alone.
-- Building it reads the table once (26 s at 1,000,000 programs, holding writes: docs/deploy.md).
CREATE INDEX IF NOT EXISTS programs_public_name_keys_idx ON programs USING gin (name_tsv, filter_keys) WHERE status = 'active' AND approved;
DROP INDEX IF EXISTS programs_name_tsv_idx;
