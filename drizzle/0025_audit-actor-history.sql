ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_app_user_id_fk";
