DROP INDEX "search_documents_created_idx";--> statement-breakpoint
CREATE INDEX "search_documents_kind_created_idx" ON "search_documents" USING btree ("kind","created_at","item_id");--> statement-breakpoint
CREATE INDEX "search_documents_created_idx" ON "search_documents" USING btree ("created_at","kind","item_id");