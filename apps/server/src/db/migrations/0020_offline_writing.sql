ALTER TABLE "blog_comments" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "video_comments" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_comments_client_key" ON "blog_comments" USING btree ("user_id","client_key") WHERE "blog_comments"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("sender_id","client_key") WHERE "messages"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "video_comments_client_key" ON "video_comments" USING btree ("user_id","client_key") WHERE "video_comments"."client_key" is not null;