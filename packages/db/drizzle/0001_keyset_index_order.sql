DROP INDEX "compatibility_checks_user_id_id_idx";--> statement-breakpoint
DROP INDEX "readings_user_id_id_idx";--> statement-breakpoint
CREATE INDEX "compatibility_checks_user_id_id_idx" ON "compatibility_checks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "readings_user_id_id_idx" ON "readings" USING btree ("user_id","id");