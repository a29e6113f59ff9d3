DROP INDEX "search_documents_created_idx";--> statement-breakpoint
CREATE INDEX "search_documents_created_idx" ON "search_documents" USING btree ("created_at","kind","item_id");