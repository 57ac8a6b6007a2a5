-- The planner estimates pg_trgm's %> and %>> by running them on the column's sampled values; on
-- search_jamo (long jamo strings) 100 samples cost ~3 ms of planning per typo query, 10 cost ~0.4 ms.
ALTER TABLE "product" ALTER COLUMN "search_jamo" SET STATISTICS 10;
