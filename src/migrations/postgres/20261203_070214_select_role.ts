import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The selection assistant's role of each product category (issue 33: a need for a supply ranked
 * electronic loads first). Existing categories take theirs from their Chinese name: 负载 a load,
 * 仪器 no part, every other a source; staff correct any in the admin.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_categories_select_role" AS ENUM('source', 'load', 'none');
  CREATE TYPE "public"."enum__product_categories_v_version_select_role" AS ENUM('source', 'load', 'none');
  ALTER TABLE "product_categories" ADD COLUMN "select_role" "enum_product_categories_select_role" DEFAULT 'source';
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_select_role" "enum__product_categories_v_version_select_role" DEFAULT 'source';
  UPDATE "product_categories" SET "select_role" = 'load' WHERE "id" IN (SELECT "_parent_id" FROM "product_categories_locales" WHERE "_locale" = 'zh' AND "name" LIKE '%负载%');
  UPDATE "product_categories" SET "select_role" = 'none' WHERE "id" IN (SELECT "_parent_id" FROM "product_categories_locales" WHERE "_locale" = 'zh' AND "name" LIKE '%仪器%');
  UPDATE "_product_categories_v" v SET "version_select_role" = c."select_role"::text::"enum__product_categories_v_version_select_role" FROM "product_categories" c WHERE c."id" = v."parent_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories" DROP COLUMN "select_role";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_select_role";
  DROP TYPE "public"."enum_product_categories_select_role";
  DROP TYPE "public"."enum__product_categories_v_version_select_role";`)
}
