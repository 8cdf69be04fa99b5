import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { Activities } from './collections/activities'
import { ActivityJoins } from './collections/activity-joins'
import { AuditLogs } from './collections/audit-logs'
import { auditTrailPlugin } from './collections/audit-logs/audit-hooks'
import { documentIdPlugin } from './collections/document-id-hooks'
import { readBoundsPlugin } from './collections/read-bounds-hooks'
import { repairSeatCounts } from './collections/activity-joins/seats'
import { Applications } from './collections/applications'
import { Banners } from './collections/banners'
import { Documents } from './collections/documents'
import { DownloadCategories } from './collections/download-categories'
import { Downloads } from './collections/downloads'
import { FaqCategories } from './collections/faq-categories'
import { Faqs } from './collections/faqs'
import { Files } from './collections/files'
import { Honors } from './collections/honors'
import { Inquiries } from './collections/inquiries'
import { Jobs } from './collections/jobs'
import { Media } from './collections/media'
import { Members } from './collections/members'
import { NavItems } from './collections/nav-items'
import { News } from './collections/news'
import { NewsColumns } from './collections/news-columns'
import { ProductCategories } from './collections/product-categories'
import { RateLimits } from './collections/rate-limits'
import { SearchPushes } from './collections/search-pushes'
import { SearchQueries } from './collections/search-queries'
import { SearchSynonyms } from './collections/search-synonyms'
import { Products } from './collections/products'
import { Users } from './collections/users'
import { VerificationCodes } from './collections/verification-codes'
import { Videos } from './collections/videos'
import { CompanyInfo } from './globals/company-info'
import { cacheStatusEndpoint } from './endpoints/cache-status'
import { watchOperations } from './data/operations-metrics'
import { staffDashboard } from './features/staff-dashboard/dashboard-config'
import { mailBrand } from './globals/mail-brand'
import { Retention } from './globals/retention'
import { SiteConfig } from './globals/site-config'
import { databaseAdapter, keepSqliteBusyTimeout } from './lib/database'
import { answerInputErrors } from './lib/payload-errors'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './lib/upload-limits'
import { payloadEmailAdapter } from './lib/mailer'
import { payloadSecret } from './lib/secrets.mjs'
import { siteOrigins } from './lib/site-url.mjs'
import { jobs } from './jobs'
import { uploadStoragePlugin } from './lib/upload-storage'
import { logger } from './lib/logger.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 (and the plugin-cloud-storage it brings) has no 3.90.2 release, so 3.90.1 runs
// with payload 3.90.2 (docs/decisions/0014). Payload's start-up check in development would stop on that
// pairing; src/lib/payload-versions.test.ts checks the installed versions instead.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  serverURL: process.env.SITE_URL || '',
  // A staff cookie counts only on requests from the site's own origins (or, without Origin, same-site fetches and navigations).
  csrf: siteOrigins(),
  secret: payloadSecret(),
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · 内容管理' },
    // Editing a product, article or activity shows its public screen beside the form (src/app/(site)/preview).
    livePreview: {
      collections: ['products', 'news', 'activities'],
      openByDefault: true,
      // In the locale being edited: /preview/news/3 in Chinese, /preview/news/3/en in English.
      url: ({ data, collectionConfig, locale }) =>
        data?.id && collectionConfig ? `/preview/${collectionConfig.slug}/${data.id}${locale?.code && locale.code !== 'zh' ? `/${locale.code}` : ''}` : null,
      breakpoints: [
        { name: 'phone', label: '手机', width: 390, height: 844 },
        { name: 'tablet', label: '平板', width: 820, height: 1180 },
        { name: 'desktop', label: '电脑', width: 1366, height: 900 },
      ],
    },
    dashboard: staffDashboard,
    components: {
      views: {
        importProducts: { Component: '@/features/product-import/import-view#ImportProductsView', path: '/import-products', exact: true },
      },
    },
  },
  i18n: { supportedLanguages: { zh }, fallbackLanguage: 'zh' },
  // The site's content in Chinese (the default, every URL without /en) and English (/en/...);
  // a field without an English value reads as its Chinese one (docs/decisions/0019).
  localization: {
    locales: [
      { code: 'zh', label: '中文' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'zh',
    fallback: true,
  },
  graphQL: { disable: true },
  collections: [
    Products,
    ProductCategories,
    News,
    NewsColumns,
    Activities,
    ActivityJoins,
    Applications,
    Inquiries,
    Members,
    Downloads,
    DownloadCategories,
    Files,
    Videos,
    Faqs,
    FaqCategories,
    Honors,
    Jobs,
    Banners,
    NavItems,
    Documents,
    Media,
    Users,
    VerificationCodes,
    RateLimits,
    SearchPushes,
    SearchSynonyms,
    SearchQueries,
    AuditLogs,
  ],
  globals: [SiteConfig, CompanyInfo, Retention],
  endpoints: [cacheStatusEndpoint],
  plugins: [uploadStoragePlugin(), auditTrailPlugin(), readBoundsPlugin(), documentIdPlugin()],
  // A read populates relations two levels deep at most (Payload's default is 10): a REST caller's
  // `depth` cannot make one answer grow past that (self-relations are capped lower, per field).
  maxDepth: 2,
  hooks: { afterError: [answerInputErrors] },
  // Every upload is held in memory while it is stored: bounded, with the reason in Chinese (src/lib/upload-limits.ts).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, requestSizeLimit: MAX_UPLOAD_BYTES + 1024 * 1024, responseOnLimit: UPLOAD_TOO_LARGE },
  // Beside Payload's own (NotFound, ValidationError … logged as information): a refused upload is the sender's mistake.
  loggingLevels: { UploadRefused: 'info' } as Config['loggingLevels'],
  jobs,
  editor: lexicalEditor(),
  // The admin's own mails come from the brand's Chinese name, as the site's Chinese mails do.
  email: payloadEmailAdapter({ senderName: async (payload) => (await mailBrand(payload, 'zh')).name }),
  db: databaseAdapter(),
  sharp,
  // Types are generated on purpose (`npm run generate:types`), not by every dev server or test run.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  logger,
  onInit: async (payload) => {
    await keepSqliteBusyTimeout(payload)
    watchOperations(payload)
    if (process.env.NODE_ENV === 'production' && !process.env.SITE_URL) {
      payload.logger.warn(
        `SITE_URL is not set: staff cookies count only from ${siteOrigins().join(', ')}. Set SITE_URL (and ALLOWED_ORIGINS) to the addresses the admin is used at.`,
      )
    }
    if (process.env.CAPTCHA_TEST_CODE) {
      payload.logger.warn('CAPTCHA_TEST_CODE is set: the graphic captcha accepts a fixed answer. Never set it outside tests.')
    }
    // A production server has just applied its migrations (prodMigrations); elsewhere `npm run migrate` repairs.
    if (process.env.NODE_ENV === 'production') {
      await repairSeatCounts(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'seats: the counter repair failed' }))
    }
  },
})
