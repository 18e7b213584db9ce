-- The trigram indexes of global search take each new row into their tree at once (fastupdate
-- off) instead of queueing it in a pending list. Every search reads the whole pending list (up to
-- gin_pending_list_limit, 4 MB, before an insert or a vacuum merges it): after 1,575 clients were
-- added to one bench:crm business, its searches took three times the database time (2.4-3.0 ms
-- instead of 0.8-1.0 on All results), and a studio taking bookings all day would search through
-- such a list most of the time. An insert now pays the tree updates itself (measured in README,
-- Performance); the lists queued so far are merged here.
ALTER INDEX "customers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "orders_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "inquiries_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('orders_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('inquiries_search_idx'::regclass);
