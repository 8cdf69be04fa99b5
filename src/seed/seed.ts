import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import {
  activities,
  banners,
  categories,
  companyInfo,
  documents,
  downloadCategories,
  downloads,
  faqCategories,
  faqs,
  footerNav,
  headerNav,
  honors,
  joinPeople,
  jobs,
  newsArticles,
  newsColumns,
  products,
  siteConfig,
  staffAccounts,
  videos,
} from './content'
import type { RenderKind } from './content/types'
import { englishBrand } from './content/en'
import { searchSynonyms } from './content/search-synonyms'
import { downloadFile, relatedModels } from './download-files'
import { seedEnglish } from './english'
import { bannerImage, coverImage, honorImage, logoImage, PRODUCT_RENDER_MIMETYPE, productRender, qrImage, videoPoster } from './images'
import { paragraphs, richText } from './lexical'
import { findOrCreate, uploadFile, type UploadFile } from './upload'

type Id = number
type Log = (message: string) => void

export type SeedResult = {
  created: Record<string, number>
  credentials?: DemoCredentials
}

export type DemoCredentials = {
  staff: { email: string; password: string; role: string }[]
  member: { username: string; password: string }
}

const DAY = 24 * 60 * 60 * 1000

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Midnight-relative times are China Standard Time (UTC+8, no daylight saving), whatever the server's zone. */
const CHINA_OFFSET_HOURS = 8

/** Follow-up notes of the demo leads, by kind: the first call, then the outcome. */
const FOLLOW_UP_NOTES: Record<'activity' | 'after-sales' | 'training', [string, string]> = {
  activity: ['已电话确认参会，提醒携带需要测试的样品。', '已到场签到，会后发送活动资料与报价。'],
  'after-sales': ['已联系客户，初步判断为风扇控制板故障，安排寄回检测。', '更换控制板并老化测试 24 小时后寄回，客户确认使用正常。'],
  training: ['已与客户确认培训内容与人数，时间待定。', '已完成到厂培训，客户反馈良好，后续发送 SCPI 例程。'],
}

function daysFromNow(days: number, hour = 9): string {
  const date = new Date(Date.now() + days * DAY + CHINA_OFFSET_HOURS * 60 * 60 * 1000)
  date.setUTCHours(hour - CHINA_OFFSET_HOURS, 0, 0, 0)
  return date.toISOString()
}

function randomPassword(): string {
  return crypto.randomBytes(9).toString('base64url')
}

/** A demo view or download count, the same on every run: the name's hash spread over min…max. */
function demoCount(name: string, min: number, max: number): number {
  return min + (crypto.createHash('sha1').update(name).digest().readUInt32BE(0) % (max - min + 1))
}

/** Seeded leads are not news to anyone, and seeded pages are not pushed to search engines. */
const BASE = { overrideAccess: true, depth: 0, context: { skipLeadNotification: true, skipSearchPush: true } } as const

/** A staff user as a Local API `user`: the demo leads are worked by the editor. */
type StaffUser = { id: number; collection: 'users' }

/** What every step of the seed shares: the Local API, the counts of what it created and the seeded images. */
type Seeding = {
  payload: Payload
  log: Log
  created: Record<string, number>
  count: (collection: string, wasCreated: boolean) => void
  /** The document of `collection` that `where` finds, else one created from `data()` (with `options`), counted when created. */
  ensure: <S extends CollectionSlug>(
    collection: S,
    where: Where,
    data: () => RequiredDataFromCollectionSlug<S> | Promise<RequiredDataFromCollectionSlug<S>>,
    options?: { draft?: boolean; file?: UploadFile },
  ) => Promise<{ doc: { id: Id }; created: boolean }>
  /** The id of the media document named `basename`, made by `make` when missing. */
  media: (basename: string, alt: string, make: () => Promise<{ data: Buffer; mimetype: string; ext: string }>) => Promise<Id>
  /** A drawn product image; `fileKey` names its file when `model` is not ASCII (a category's Chinese name). */
  productImage: (kind: RenderKind, model: string, variant: number, fileKey?: string) => Promise<Id>
}

function seeding(payload: Payload, log: Log): Seeding {
  const created: Record<string, number> = {}
  const count = (collection: string, wasCreated: boolean) => {
    if (wasCreated) created[collection] = (created[collection] ?? 0) + 1
  }
  const ensure: Seeding['ensure'] = async (collection, where, data, options = {}) => {
    // Each call site checks `data` against its collection; Payload's create cannot check a slug that is still generic.
    const create = async () => (await payload.create({ collection, data: await data(), ...options, ...BASE } as never)) as { id: Id }
    const result = await findOrCreate(payload, collection, where, create)
    count(collection, result.created)
    return result
  }
  const media: Seeding['media'] = async (basename, alt, make) => {
    const candidates = ['png', 'jpg', 'jpeg', 'webp', 'mp4'].map((ext) => `${basename}.${ext}`)
    const result = await findOrCreate(payload, 'media', { filename: { in: candidates } }, async () => {
      const image = await make()
      return payload.create({
        collection: 'media',
        data: { alt },
        file: uploadFile(image.data, `${basename}.${image.ext}`, image.mimetype),
        ...BASE,
      })
    })
    count('media', result.created)
    return result.doc.id as Id
  }
  const productImage: Seeding['productImage'] = (kind, model, variant, fileKey = model) =>
    media(`seed-${slugify(fileKey)}-${variant}`, `${model} 产品图`, async () => ({
      data: await productRender({ kind, model, variant }),
      mimetype: PRODUCT_RENDER_MIMETYPE,
      ext: 'png',
    }))
  return { payload, log, created, count, ensure, media, productImage }
}

/** When a demo lead came in: spread over the last four weeks, so the dashboard's chart has a shape. */
const demoLeadTime = (spread: number) => new Date(Date.now() - (spread % 28) * 86_400_000 - ((spread * 7) % 10) * 3_600_000).toISOString()

/** Stages for the demo leads: most are new, some being followed up by the editor, a few done or invalid. */
function demoLeadProgress(order: number, kind: keyof typeof FOLLOW_UP_NOTES, assignee: number | undefined) {
  const [call, outcome] = FOLLOW_UP_NOTES[kind]
  switch (order % 6) {
    case 1:
    case 4:
      return { status: 'following' as const, assignee, nextFollowUpAt: daysFromNow(1 + (order % 4), 10), followUps: [{ note: call }] }
    case 2:
      return { status: 'done' as const, assignee, followUps: [{ note: call }, { note: outcome }] }
    case 5:
      return { status: 'invalid' as const, followUps: [{ note: '电话多次无人接听，邮件被退回，标记为无效。' }] }
    default:
      return { status: 'new' as const }
  }
}

/** Staff and a demo member. Passwords come from the environment or are generated once, and are written to `credentialsFile`. */
async function seedPeople({ log, ensure }: Seeding, credentialsFile: string | undefined) {
  const staffPasswords: DemoCredentials['staff'] = []
  /** The staff who work the demo leads (follow-up notes carry their names). */
  const staff: Partial<Record<'admin' | 'editor', StaffUser>> = {}
  for (const account of staffAccounts) {
    const password = (account.role === 'admin' ? process.env.SEED_ADMIN_PASSWORD : process.env.SEED_EDITOR_PASSWORD) || randomPassword()
    const result = await ensure('users', { email: { equals: account.email } }, () => ({ ...account, password }))
    staff[account.role as 'admin' | 'editor'] ??= { ...(result.doc as { id: number }), collection: 'users' }
    if (result.created) staffPasswords.push({ email: account.email, password, role: account.role })
  }

  const memberPassword = process.env.SEED_MEMBER_PASSWORD || randomPassword()
  const demoMember = await ensure('members', { username: { equals: 'demo_member' } }, () => ({
    username: 'demo_member',
    email: 'demo.member@example.com',
    password: memberPassword,
    name: joinPeople[0].name,
    company: joinPeople[0].company,
    phone: joinPeople[0].phone,
    wechat: joinPeople[0].wechat,
    qq: joinPeople[0].qq,
    address: joinPeople[0].address,
    apply: joinPeople[0].apply,
    status: 'active',
  }))
  let credentials: DemoCredentials | undefined
  if (staffPasswords.length || demoMember.created) {
    credentials = { staff: staffPasswords, member: { username: 'demo_member', password: memberPassword } }
    if (credentialsFile) {
      fs.mkdirSync(path.dirname(credentialsFile), { recursive: true })
      fs.writeFileSync(credentialsFile, JSON.stringify(credentials, null, 2), { mode: 0o600 })
    }
  }
  log('staff and demo member ready')
  return { editor: staff.editor, demoMember, credentials }
}

/** Product categories (parents first) and products, with their drawn images. */
async function seedCatalogue({ log, ensure, productImage }: Seeding) {
  const categoryIds = new Map<string, Id>()
  for (const category of [...categories].sort((a, b) => Number(Boolean(a.parentKey)) - Number(Boolean(b.parentKey)))) {
    const result = await ensure('product-categories', { name: { equals: category.name } }, async () => ({
      name: category.name,
      description: category.description,
      weight: category.weight,
      selectRole: category.selectRole ?? 'source',
      parent: category.parentKey ? categoryIds.get(category.parentKey) : undefined,
      image: await productImage(category.renderKind, category.name, 0, `category-${category.key}`),
      facets: category.facets,
      _status: 'published',
    }))
    categoryIds.set(category.key, result.doc.id)
  }

  const productIds = new Map<string, Id>()
  for (const product of products) {
    const result = await ensure(
      'products',
      { model: { equals: product.model } },
      async () => {
        const views = product.featured ? [0, 1, 2] : [0, 1]
        const gallery: Id[] = []
        for (const variant of views) gallery.push(await productImage(product.renderKind, product.model, variant))
        return {
          model: product.model,
          name: product.name,
          category: categoryIds.get(product.categoryKey) as number,
          series: product.series,
          summary: product.summary,
          gallery: gallery as number[],
          params: product.params,
          specs: product.specs,
          content: richText([
            { paragraphs: product.paragraphs.slice(0, 1) },
            { heading: '产品特点', bullets: product.highlights },
            { heading: '应用领域', paragraphs: product.paragraphs.slice(1) },
          ]) as never,
          featured: product.featured,
          views: product.draft ? 0 : product.featured ? demoCount(product.model, 1200, 6800) : demoCount(product.model, 40, 1500),
          weight: product.weight,
          _status: product.draft ? 'draft' : 'published',
        }
      },
      { draft: Boolean(product.draft) },
    )
    productIds.set(product.model, result.doc.id)
  }
  log(`catalogue: ${categoryIds.size} categories, ${productIds.size} products`)
  return { categoryIds, productIds }
}

/** News columns and articles. */
async function seedNews({ log, ensure, media }: Seeding) {
  const columnIds = new Map<string, Id>()
  for (const column of newsColumns) {
    const result = await ensure('news-columns', { name: { equals: column.name } }, () => ({
      name: column.name,
      description: column.description,
      weight: column.weight,
      _status: 'published',
    }))
    columnIds.set(column.key, result.doc.id)
  }
  for (const [index, article] of newsArticles.entries()) {
    await ensure('news', { title: { equals: article.title } }, async () => ({
      title: article.title,
      column: columnIds.get(article.columnKey) as number,
      summary: article.summary,
      content: paragraphs(article.paragraphs) as never,
      cover: (await media(`seed-news-${index + 1}`, article.title, () => coverImage({ seed: article.title, tone: article.tone }))) as number,
      publishedAt: daysFromNow(-article.daysAgo, 10),
      views: article.views,
      _status: 'published',
    }))
  }
  log('news ready')
}

/** Activities with their sign-ups (some full, some ended); sign-ups only for activities this run created. */
async function seedActivities({ payload, log, count, ensure, media }: Seeding, editor: StaffUser | undefined) {
  for (const [index, activity] of activities.entries()) {
    const result = await ensure('activities', { title: { equals: activity.title } }, async () => {
      const startAt = daysFromNow(activity.startInDays, 9)
      return {
        title: activity.title,
        place: activity.place,
        summary: activity.summary,
        content: paragraphs(activity.paragraphs) as never,
        startAt,
        endAt: new Date(new Date(startAt).getTime() + activity.durationHours * 60 * 60 * 1000).toISOString(),
        deadline: daysFromNow(activity.deadlineInDays, 18),
        capacity: activity.capacity,
        cover: (await media(`seed-activity-${index + 1}`, activity.title, () => coverImage({ seed: activity.title, tone: activity.tone }))) as number,
        _status: 'published',
      }
    })
    if (!result.created) continue
    for (const [order, person] of joinPeople.slice(0, activity.prefilledJoins).entries()) {
      await payload.create({
        collection: 'activity-joins',
        data: { ...person, activity: result.doc.id, ...demoLeadProgress(order, 'activity', editor?.id), createdAt: demoLeadTime(index * 5 + order * 3) },
        ...BASE,
        user: editor,
      })
      count('activity-joins', true)
    }
  }
  log('activities ready')
}

/** Download categories, downloads and their files; answers the downloads of each product model. */
async function seedDownloads({ log, ensure }: Seeding, productIds: Map<string, Id>) {
  const downloadCategoryIds = new Map<string, Id>()
  for (const category of downloadCategories) {
    const result = await ensure('download-categories', { name: { equals: category.name } }, () => ({ name: category.name, weight: category.weight, _status: 'published' }))
    downloadCategoryIds.set(category.key, result.doc.id)
  }
  const downloadIds = new Map<string, Id[]>()
  for (const item of downloads) {
    const result = await ensure('downloads', { title: { equals: item.title } }, async () => {
      const { data, mimetype } = downloadFile(item)
      const file = await ensure('files', { filename: { equals: item.fileName } }, () => ({ title: item.title }), { file: uploadFile(data, item.fileName, mimetype) })
      return {
        title: item.title,
        category: downloadCategoryIds.get(item.categoryKey) as number,
        file: file.doc.id,
        version: item.version,
        description: item.description,
        products: relatedModels(item)
          .map((model) => productIds.get(model))
          .filter(Boolean) as number[],
        memberOnly: item.memberOnly,
        downloadCount: demoCount(item.title, 15, 60) * Math.max(1, Math.round(Math.sqrt(item.daysAgo))),
        publishedAt: daysFromNow(-item.daysAgo, 11),
        _status: 'published',
      }
    })
    for (const model of relatedModels(item)) downloadIds.set(model, [...(downloadIds.get(model) ?? []), result.doc.id])
  }
  log('downloads ready')
  return downloadIds
}

/** Videos, which share one shipped clip and have a poster each; answers the videos of each product model. */
async function seedVideos({ ensure, media }: Seeding, productIds: Map<string, Id>) {
  const clipPath = path.resolve(process.cwd(), 'src/seed/assets/demo-clip.mp4')
  const clipId = await media('seed-demo-clip', '产品演示视频', async () => ({ data: fs.readFileSync(clipPath), mimetype: 'video/mp4', ext: 'mp4' }))
  const videoIds = new Map<string, Id[]>()
  const shownOn = (video: (typeof videos)[number]) =>
    products.filter((product) => !product.draft && (product.model === video.productModel || (video.series !== undefined && product.model.startsWith(video.series))))
  for (const [index, video] of videos.entries()) {
    const result = await ensure('videos', { title: { equals: video.title } }, async () => ({
      title: video.title,
      kind: video.kind,
      summary: video.summary,
      duration: video.durationSeconds,
      weight: video.weight,
      file: clipId as number,
      cover: (await media(`seed-video-${index + 1}`, video.title, () => videoPoster({ kind: video.renderKind }))) as number,
      product: shownOn(video)[0] ? (productIds.get(shownOn(video)[0].model) as number) : undefined,
      _status: 'published',
    }))
    for (const product of shownOn(video)) videoIds.set(product.model, [...(videoIds.get(product.model) ?? []), result.doc.id])
  }
  return videoIds
}

/** Links products to their downloads, videos and siblings (only when this run created products, and only products not linked yet). */
async function linkProducts({ payload, log, created }: Seeding, productIds: Map<string, Id>, downloadIds: Map<string, Id[]>, videoIds: Map<string, Id[]>) {
  for (const product of products) {
    const id = productIds.get(product.model)
    if (!id || !created.products) continue
    const existing = await payload.findByID({ collection: 'products', id, draft: true, ...BASE })
    if (existing.related?.length || existing.downloads?.length) continue
    const siblings = products.filter((other) => other.categoryKey === product.categoryKey && other.model !== product.model && !other.draft)
    await payload.update({
      collection: 'products',
      id,
      data: {
        downloads: (downloadIds.get(product.model) ?? []) as number[],
        videos: (videoIds.get(product.model) ?? []) as number[],
        related: siblings.slice(0, 4).map((other) => productIds.get(other.model)) as number[],
      },
      draft: Boolean(product.draft),
      ...BASE,
    })
  }
  log('videos and product links ready')
}

/** About: honors, jobs; service: FAQs; legal documents. */
async function seedAboutAndService({ log, ensure, media }: Seeding) {
  for (const [index, honor] of honors.entries()) {
    await ensure('honors', { title: { equals: honor.title } }, async () => ({
      title: honor.title,
      type: honor.type,
      time: `${honor.year}-06-01T00:00:00.000Z`,
      weight: honors.length - index,
      img: (await media(`seed-honor-${index + 1}`, honor.title, () => honorImage({ title: honor.title, year: honor.year }))) as number,
      _status: 'published',
    }))
  }
  for (const job of jobs) await ensure('jobs', { title: { equals: job.title } }, () => ({ ...job, _status: 'published' }))
  const faqCategoryIds = new Map<string, Id>()
  for (const category of faqCategories) {
    const result = await ensure('faq-categories', { name: { equals: category.name } }, () => ({ name: category.name, weight: category.weight, _status: 'published' }))
    faqCategoryIds.set(category.key, result.doc.id)
  }
  for (const faq of faqs) {
    await ensure('faqs', { question: { equals: faq.question } }, () => ({
      question: faq.question,
      category: faqCategoryIds.get(faq.categoryKey) as number,
      answer: paragraphs(faq.answer) as never,
      weight: faq.weight,
      _status: 'published',
    }))
  }
  for (const document of documents) {
    await ensure('documents', { slug: { equals: document.slug } }, () => ({
      slug: document.slug,
      title: document.title,
      content: richText(document.sections) as never,
      _status: 'published',
    }))
  }
  log('about and service content ready')
}

/** The synonym groups site search starts with. */
async function seedSearchSynonyms({ log, ensure }: Seeding) {
  for (const words of searchSynonyms) await ensure('search-synonyms', { title: { equals: words.join(' = ') } }, () => ({ words }))
  log('search synonyms ready')
}

/** Banners and navigation. Content names categories by key (/product?category=linear); links carry the id. */
async function seedBannersAndNavigation({ log, ensure, media }: Seeding, categoryIds: Map<string, Id>) {
  const categoryLink = (url: string | undefined) =>
    url?.replace(/([?&]category=)([a-z][\w-]*)/, (whole, prefix: string, key: string) => (categoryIds.has(key) ? `${prefix}${categoryIds.get(key)}` : whole))
  for (const [index, banner] of banners.entries()) {
    // Pictures without words: the title and subtitle are the page's text over them, in the page's language.
    const image = (size: 'desktop' | 'mobile') => media(`seed-banner-${index + 1}-${size}`, banner.title, () => bannerImage({ kind: banner.renderKind, size }))
    await ensure('banners', { title: { equals: banner.title } }, async () => ({
      title: banner.title,
      subtitle: banner.subtitle,
      showText: true,
      position: banner.position,
      link: categoryLink(banner.link),
      weight: banner.weight,
      category: banner.categoryKey ? (categoryIds.get(banner.categoryKey) as number) : undefined,
      image: await image('desktop'),
      mobileImage: await image('mobile'),
      _status: 'published',
    }))
  }
  for (const [placement, items] of [
    ['header', headerNav],
    ['footer', footerNav],
  ] as const) {
    for (const item of items) {
      await ensure('nav-items', { and: [{ title: { equals: item.title } }, { placement: { equals: placement } }] }, () => ({
        ...item,
        url: categoryLink(item.url),
        children: item.children?.map((child) => ({ ...child, url: categoryLink(child.url) as string })),
        placement,
        _status: 'published',
      }))
    }
  }
  log('banners and navigation ready')
}

/** The globals: site config and company info, each filled once, while its name is still empty. */
async function seedGlobals({ payload, count, media }: Seeding) {
  const currentConfig = await payload.findGlobal({ slug: 'site-config', ...BASE })
  if (!currentConfig.system?.site?.name) {
    const siteName = siteConfig.system.site.name
    await payload.updateGlobal({
      slug: 'site-config',
      data: {
        ...siteConfig,
        system: {
          ...siteConfig.system,
          site: {
            ...siteConfig.system.site,
            logo: (await media('seed-logo', siteName, () => logoImage({ name: siteName }))) as number,
          },
        },
        wechat_img: (await media('seed-qr-wechat', '微信公众号二维码', () => qrImage({ text: 'wechat' }))) as number,
        weibo_img: (await media('seed-qr-weibo', '官方微博二维码', () => qrImage({ text: 'weibo' }))) as number,
        douyin_img: (await media('seed-qr-douyin', '抖音号二维码', () => qrImage({ text: 'douyin' }))) as number,
        // Without SMTP_URL these go to the outbox folder, so the demo shows what staff would receive.
        lead_emails: { activity_join: 'marketing@example.com', after_sales: 'service@example.com', training: 'training@example.com', member: 'marketing@example.com' },
      },
      ...BASE,
    })
    count('site-config', true)
  }
  const currentCompany = await payload.findGlobal({ slug: 'company-info', ...BASE })
  if (!currentCompany.name) {
    const { introduction, culture, idea, ...contact } = companyInfo
    await payload.updateGlobal({
      slug: 'company-info',
      data: {
        ...contact,
        introduction: paragraphs(introduction) as never,
        culture: paragraphs(culture) as never,
        idea: paragraphs(idea) as never,
        image: (await media('seed-company', contact.name, () => bannerImage({ kind: 'high-power', size: 'desktop' }))) as number,
      },
      ...BASE,
    })
    count('company-info', true)
  }
}

/** Two applications of the demo member (after-sales, being worked by the editor; training, new), so staff see the workflow on a fresh install. */
async function seedDemoApplications({ payload, count }: Seeding, memberId: number, editor: StaffUser | undefined) {
  const { name, company, phone, email, address, apply } = joinPeople[0]
  const applicant = { name, company, phone, email, address, apply }
  const serviceType = siteConfig.user_server_type[0]?.key ?? 'repair'
  const studyType = siteConfig.study_type[0]?.key ?? 'product'
  const model = products.find((product) => !product.draft)?.model ?? ''
  await payload.create({
    collection: 'applications',
    data: {
      kind: 'after-sales',
      member: memberId,
      ...demoLeadProgress(1, 'after-sales', editor?.id),
      ...applicant,
      no: model,
      afterType: serviceType,
      detail: '设备在满载输出约两小时后出现过温保护，风扇转速正常，希望安排检测。',
    },
    ...BASE,
    user: editor,
  })
  await payload.create({
    collection: 'applications',
    data: {
      kind: 'training',
      status: 'new',
      member: memberId,
      ...applicant,
      studyType,
      detail: '团队新采购了一批电子负载，希望安排一次上门培训，内容包括电池放电测试和 SCPI 编程。',
    },
    ...BASE,
  })
  count('applications', true)
}

/**
 * Seeds the demo catalogue and content, step by step in this order (later
 * steps link to what earlier ones made). Idempotent: every document is looked
 * up by a natural key first and only created when missing.
 */
export async function seed(payload: Payload, options: { log?: Log; credentialsFile?: string } = {}): Promise<SeedResult> {
  const run = seeding(payload, options.log ?? (() => undefined))
  const { editor, demoMember, credentials } = await seedPeople(run, options.credentialsFile)
  const { categoryIds, productIds } = await seedCatalogue(run)
  await seedNews(run)
  await seedActivities(run, editor)
  const downloadIds = await seedDownloads(run, productIds)
  const videoIds = await seedVideos(run, productIds)
  await linkProducts(run, productIds, downloadIds, videoIds)
  await seedAboutAndService(run)
  await seedBannersAndNavigation(run, categoryIds)
  await seedGlobals(run)
  await seedSearchSynonyms(run)
  // The demo member's applications only with the member, so a second run adds none.
  if (demoMember.created) await seedDemoApplications(run, demoMember.doc.id as number, editor)
  // The English edition of everything above that has an English overlay (./content/en).
  await seedEnglish(payload, {
    base: BASE,
    log: run.log,
    englishLogo: async () => (await run.media('seed-logo-en', englishBrand, () => logoImage({ name: englishBrand }))) as number,
  })
  return { created: run.created, credentials }
}
