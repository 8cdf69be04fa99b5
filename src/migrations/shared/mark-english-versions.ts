import { sql, type SQL } from 'drizzle-orm'

/** The main text of each public collection's table, whose English value means the document has an English version. */
const ENGLISH_TITLE_COLUMNS: Record<string, string> = {
  products: 'name',
  product_categories: 'name',
  news: 'title',
  news_columns: 'name',
  activities: 'title',
  downloads: 'title',
  download_categories: 'name',
  videos: 'title',
  faqs: 'question',
  faq_categories: 'name',
  honors: 'title',
  jobs: 'title',
  banners: 'title',
  nav_items: 'title',
  documents: 'title',
}

/** Sets `has_english` on the documents that already have an English main text (content written before the column existed). */
export async function markEnglishVersions(query: (statement: SQL) => Promise<unknown>): Promise<void> {
  for (const [table, column] of Object.entries(ENGLISH_TITLE_COLUMNS)) {
    await query(sql`
      UPDATE ${sql.raw(`"${table}"`)} SET "has_english" = true
      WHERE "id" IN (SELECT "_parent_id" FROM ${sql.raw(`"${table}_locales"`)} WHERE "_locale" = 'en' AND coalesce(${sql.raw(`"${column}"`)}, '') <> '')`)
  }
}
