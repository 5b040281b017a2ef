-- No statement reads programs_public_category_idx (category, created_at, id): a category filter is read through the
-- filter keys' GIN indexes or checked in a walk of the public order (read-model/filters.ts, list.ts), and its scans
-- stayed at 0 through every run of the bench at 1,000,000 (pg_stat_user_indexes). Each write of a program paid an
-- entry in it (47 MB at 1,000,000). The group's index stays: the explore page's groups read it
-- (features/catalog/service.ts), and a group with few programs would otherwise walk the whole public order.
DROP INDEX IF EXISTS programs_public_category_idx;
