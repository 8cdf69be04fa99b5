import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openApiDocument } from '@/contract/openapi'
import type { CategoryNode, ProductCard } from '@/data/products.server'
import enContract from '@/messages/en/contract.json'
import enValidation from '@/messages/en/validation.json'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'
import { ZH_VALIDATION } from '@/validation/rules'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'
import { startSmtpServer, type ReceivedMail } from '../setup/smtp'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const suffix = Date.now().toString(36).slice(-6)
const username = `english_${suffix}`
const password = 'english-pass-1'
const email = `english-${suffix}@example.com`
const HAN = /[\u3400-\u9fff]/

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  payload = await testPayload()
  await payload.create({ collection: 'members', data: { username, email, password, name: 'Jane Doe', status: 'active' }, overrideAccess: true })
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const captchaHash = async () => (await call<{ hash: string }>('/api/index/captcha')).body.data.hash

/** The subject and the decoded text of a received mail (quoted-printable or base64 parts). */
function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/)
  const subject = head.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? ''
  const decodedSubject = subject.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'), 'latin1').toString('utf8'),
  )
  const body = rest.join('\n\n')
  const quotedPrintable = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
  const base64 = body
    .split(/\r?\n\r?\n/)
    .map((block) => Buffer.from(block.replace(/^--.*$/gm, '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n')
  return { subject: decodedSubject, text: `${quotedPrintable}\n${base64}` }
}

const latestMail = (to: string) => [...smtp.inbox].reverse().find((mail) => mail.to.includes(to))

describe('messages in English for lang=en', () => {
  it('a validation failure says the same in English, with the same code', async () => {
    const body = { username: 'abc', password, captcha: 'T3ST', hash: await captchaHash() }
    const chinese = await call('/api/index/login', { body })
    expect(chinese.body).toMatchObject({ code: 0, msg: ZH_VALIDATION.fields.username.min })
    for (const query of [{ lang: 'en' }, { lang: 'en-us' }, { lang: 'en-US' }]) {
      const english = await call('/api/index/login', { body: { ...body, hash: await captchaHash() }, query })
      expect(english.status).toBe(chinese.status)
      expect(english.body).toMatchObject({ code: 0, msg: enValidation.fields.username.min })
    }
    const inBody = await call('/api/index/login', { body: { ...body, hash: await captchaHash(), lang: 'en' } })
    expect(inBody.body.msg).toBe(enValidation.fields.username.min)
    const zhCn = await call('/api/index/login', { body: { ...body, hash: await captchaHash() }, query: { lang: 'zh-cn' } })
    expect(zhCn.body.msg).toBe(ZH_VALIDATION.fields.username.min)
  })

  it('templates: a control character names the field in English, an enum and a limit read in English', async () => {
    const control = await call('/api/index/search', { query: { keyword: 'a\u0001b', lang: 'en' } })
    expect(control.body).toMatchObject({ code: 0, msg: fill(enValidation.controlCharacters, { label: enValidation.labels.keyword }) })
    const nav = await call('/api/index/nav', { query: { type: '9', lang: 'en' } })
    expect(nav.body).toMatchObject({ code: 0, msg: enContract.content.navType })
    const size = await call('/api/index/news', { body: { size: 1000, lang: 'en' } })
    expect(size.body).toMatchObject({ code: 0, msg: fill(enContract.params.sizeMax, { max: 100 }) })
    const select = await call('/api/index/product_select', { body: { voltage: 'abc', lang: 'en' } })
    expect(select.body).toMatchObject({ code: 0, msg: 'The voltage must be a number (in V)' })
  })

  it('login: wrong credentials and wrong captcha in English, success too', async () => {
    const wrongPassword = await call('/api/index/login', { body: { username, password: 'wrong-password', captcha: 'T3ST', hash: await captchaHash() }, query: { lang: 'en' } })
    expect(wrongPassword.body).toMatchObject({ code: 0, msg: enContract.member.wrongCredentials })
    const chinese = await call('/api/index/login', { body: { username, password: 'wrong-password', captcha: 'T3ST', hash: await captchaHash() } })
    expect(chinese.body).toMatchObject({ code: 0, msg: zhContract.member.wrongCredentials })
    const wrongCaptcha = await call('/api/index/login', { body: { username, password, captcha: 'NOPE', hash: await captchaHash() }, query: { lang: 'en' } })
    expect(wrongCaptcha.body).toMatchObject({ code: 0, msg: enContract.member.captchaWrong })
    const signedIn = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 'T3ST', hash: await captchaHash() }, query: { lang: 'en' } })
    expect(signedIn.body).toMatchObject({ code: 1, msg: enContract.member.loggedIn })
    const signedOut = await call('/api/member/user_info', { query: { lang: 'en' } })
    expect(signedOut.body).toMatchObject({ code: 10004, msg: enContract.session.loginRequired })
  })

  it('transport refusals: unknown call and wrong method', async () => {
    const missing = await call('/api/index/nothing', { query: { lang: 'en' } })
    expect(missing.body).toMatchObject({ code: 0, msg: enContract.request.notFound })
    const wrongMethod = await call('/api/index/login', { query: { lang: 'en' } })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.msg).toBe(fill(enContract.request.wrongMethod, { method: 'POST' }))
  })
})

describe('the OpenAPI document', () => {
  it('offers lang zh-cn and en on every operation', () => {
    type Operation = { parameters: { name: string; description?: string; schema: { enum: string[] } }[] }
    for (const operations of Object.values(openApiDocument().paths)) {
      for (const operation of Object.values(operations) as Operation[]) {
        const lang = operation.parameters.find((parameter) => parameter.name === 'lang')
        expect(lang?.schema.enum).toEqual(['zh-cn', 'en'])
        expect(lang?.description).toBeTruthy()
      }
    }
  })
})

describe('localized fields for lang=en', () => {
  it('nav: English titles for lang=en, Chinese without, each with its own ETag', async () => {
    const english = await call<{ title: string }[]>('/api/index/nav', { query: { type: '1', lang: 'en' } })
    const chinese = await call<{ title: string }[]>('/api/index/nav', { query: { type: '1' } })
    expect(english.body.data[0].title).toBe('Home')
    expect(chinese.body.data[0].title).toBe('首页')
    expect(english.body.msg).toBe(enContract.request.success)
    expect(chinese.body.msg).toBe(zhContract.request.success)
    expect(english.response.headers.get('etag')).not.toBe(chinese.response.headers.get('etag'))
  })

  it('site config, company info, categories, download categories and documents in English', async () => {
    const config = await call<{ system: { site: { name: string } }; application_type: Record<string, string> }>('/api/index/config', { query: { lang: 'en' } })
    expect(config.body.data.system.site.name).toBe('Jingyuan Electronics')
    expect(config.body.data.application_type.battery).toBe('Batteries and energy storage')
    const company = await call<{ introduction: string }>('/api/index/company_info', { query: { lang: 'en' } })
    expect(company.body.data.introduction).not.toMatch(HAN)
    const categories = await call<{ name: string }[]>('/api/index/product_category', { query: { lang: 'en' } })
    expect(categories.body.data.length).toBeGreaterThan(0)
    for (const category of categories.body.data) expect(category.name).not.toMatch(HAN)
    const chineseCategories = await call<{ name: string }[]>('/api/index/product_category')
    expect(chineseCategories.body.data[0].name).toMatch(HAN)
    const downloadCategories = await call<{ name: string }[]>('/api/index/download_category', { query: { lang: 'en' } })
    for (const category of downloadCategories.body.data) expect(category.name).not.toMatch(HAN)
    const document = await call<{ title: string }>('/api/index/document', { query: { slug: 'privacy-policy', lang: 'en' } })
    expect(document.body).toMatchObject({ code: 1, msg: enContract.request.success })
    expect(document.body.data.title).not.toMatch(HAN)
  })

  it('product detail: the English name where there is one', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, locale: 'en', fallbackLocale: false, limit: 100, depth: 0 })
    const translated = docs.find((doc) => doc.name && !HAN.test(doc.name))
    expect(translated).toBeDefined()
    const id = String(translated!.id)
    const chineseName = (await payload.findByID({ collection: 'products', id: translated!.id, locale: 'zh', depth: 0 })).name
    const english = await call<{ name: string }>('/api/index/product_detail', { query: { id, lang: 'en' } })
    const chinese = await call<{ name: string }>('/api/index/product_detail', { query: { id } })
    expect(english.body.data.name).toBe(translated!.name)
    expect(chinese.body.data.name).toBe(chineseName)
    expect(chinese.body.data.name).not.toBe(english.body.data.name)
  })

  it('news: English titles where translated, the Chinese title where not', async () => {
    const { docs } = await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, locale: 'en', fallbackLocale: false, limit: 200, depth: 0 })
    const translated = docs.find((doc) => doc.title && !HAN.test(doc.title))
    const untranslated = docs.find((doc) => !doc.title)
    expect(translated).toBeDefined()
    const english = await call<{ title: string }>('/api/index/news_detail', { query: { id: String(translated!.id), lang: 'en' } })
    expect(english.body).toMatchObject({ code: 1, data: { title: translated!.title } })
    const chinese = await call<{ title: string }>('/api/index/news_detail', { query: { id: String(translated!.id) } })
    expect(HAN.test(chinese.body.data.title)).toBe(true)
    if (untranslated) {
      const fallback = await call<{ title: string }>('/api/index/news_detail', { query: { id: String(untranslated.id), lang: 'en' } })
      const original = await payload.findByID({ collection: 'news', id: untranslated.id, locale: 'zh', depth: 0 })
      expect(fallback.body.data.title).toBe(original.title)
    }
    // A POST read with lang in its body.
    const list = await call<{ list: { title: string }[] }>('/api/index/news', { body: { size: 100, lang: 'en' } })
    expect(list.body.data.list.map((item) => item.title)).toContain(translated!.title)
  })

  it('options facets, key parameters, download versions and the production line in English; filters keep the stored values', async () => {
    type Listing = { list: ProductCard[]; total: number }
    const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flat(node.children)])
    const english = flat((await call<CategoryNode[]>('/api/index/product_category', { query: { lang: 'en' } })).body.data)
    const chinese = flat((await call<CategoryNode[]>('/api/index/product_category')).body.data)
    const worded = english.flatMap((category) => category.facets).filter((facet) => facet.options.some((value) => HAN.test(value)))
    expect(worded.length).toBeGreaterThan(0)
    for (const facet of worded) {
      expect(facet.option_labels).toHaveLength(facet.options.length)
      for (const label of facet.option_labels) expect(label).not.toMatch(HAN)
    }
    // The Chinese site shows the values themselves, as before.
    for (const facet of chinese.flatMap((category) => category.facets)) expect(facet.option_labels).toEqual(facet.options)

    // Cards: the stored value in `text` (what filters match), its English label in `display`.
    const list = (await call<Listing>('/api/index/product', { body: { size: 100, lang: 'en' } })).body.data.list
    const item = list.find((product) => product.params.some((param) => HAN.test(param.text)))!
    expect(item).toBeDefined()
    for (const param of list.flatMap((product) => product.params)) expect(param.display).not.toMatch(HAN)
    const param = item.params.find((candidate) => HAN.test(candidate.text))!
    const filtered = await call<Listing>('/api/index/product', { body: { category_id: item.category!.id, size: 100, filters: { [param.key]: param.text }, lang: 'en' } })
    expect(filtered.body.data.list.map((product) => product.id)).toContain(item.id)
    for (const product of filtered.body.data.list)
      expect(product.params.find((candidate) => candidate.key === param.key)).toMatchObject({ text: param.text, display: param.display })

    const { docs } = await payload.find({ collection: 'downloads', where: { version: { equals: '2026 版' } }, locale: 'zh', limit: 1, depth: 0 })
    expect(docs).toHaveLength(1)
    const download = (lang?: string) => call<{ version: string }>('/api/index/download_detail', { query: { id: String(docs[0].id), ...(lang ? { lang } : {}) } })
    expect((await download('en')).body.data.version).toBe('2026 edition')
    expect((await download()).body.data.version).toBe('2026 版')

    const config = (lang?: string) => call<{ production_line: string }>('/api/index/config', { query: lang ? { lang } : {} })
    const production = (await config('en')).body.data.production_line
    expect(production).toBeTruthy()
    expect(production).not.toMatch(HAN)
    expect((await config()).body.data.production_line).toMatch(HAN)
  })

  it('a series named in either language filters the list, so a language switch keeps the series', async () => {
    type Listing = { list: ProductCard[]; total: number; types: string[] }
    const { docs } = await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, locale: 'en', fallbackLocale: false, limit: 200, depth: 0 })
    const translated = docs.find((doc) => doc.series && !HAN.test(doc.series))
    expect(translated).toBeDefined()
    const chineseSeries = (await payload.findByID({ collection: 'products', id: translated!.id, locale: 'zh', depth: 0 })).series!
    expect(chineseSeries).not.toBe(translated!.series)
    const list = (body: Record<string, unknown>) => call<Listing>('/api/index/product', { body: { size: 100, ...body } })
    const english = await list({ type: translated!.series, lang: 'en' })
    expect(english.body.data.total).toBeGreaterThan(0)
    expect((await list({ type: chineseSeries, lang: 'en' })).body.data).toMatchObject({ total: english.body.data.total })
    expect((await list({ type: translated!.series })).body.data.total).toBe(english.body.data.total)
    expect((await list({ type: chineseSeries })).body.data.total).toBe(english.body.data.total)
    expect((await list({ type: `${chineseSeries}-nothing` })).body.data.total).toBe(0)
    expect(Object.keys(english.body.data).sort()).toEqual(['facets', 'list', 'page', 'size', 'total', 'types'])
  })

  it('an English list filtered by series keeps the products that have no English series, under their Chinese one', async () => {
    type Listing = { list: ProductCard[]; total: number; types: string[] }
    const category = (await payload.find({ collection: 'product-categories', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })).docs[0]
    const series = '回退测试 系列'
    const chineseOnly = await payload.create({
      collection: 'products',
      data: { model: 'FBK-1001', name: '回退测试电源', series, category: category.id, _status: 'published' },
      locale: 'zh',
      overrideAccess: true,
    })
    const translated = await payload.create({
      collection: 'products',
      data: { model: 'FBK-1002', name: '回退测试电源二', series, category: category.id, _status: 'published' },
      locale: 'zh',
      overrideAccess: true,
    })
    await payload.update({ collection: 'products', id: translated.id, data: { name: 'Fallback test supply', series: 'Fallback Test Series' }, locale: 'en', overrideAccess: true })
    try {
      const list = (body: Record<string, unknown>) => call<Listing>('/api/index/product', { body: { size: 100, ...body } })
      const ids = (answer: Awaited<ReturnType<typeof list>>) => answer.body.data.list.map((product) => product.id)
      expect(ids(await list({ type: series, lang: 'en' }))).toEqual([chineseOnly.id])
      expect(ids(await list({ type: 'Fallback Test Series', lang: 'en' }))).toEqual([translated.id])
      expect(ids(await list({ type: series })).sort()).toEqual([chineseOnly.id, translated.id].sort())
      const types = (await list({ category_id: category.id, lang: 'en' })).body.data.types
      expect(types).toEqual(expect.arrayContaining([series, 'Fallback Test Series']))
    } finally {
      for (const product of [chineseOnly, translated]) await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
    }
  })

  it('a missing English document is still refused in English', async () => {
    const missing = await call('/api/index/news_detail', { query: { id: '2147483000', lang: 'en' } })
    expect(missing.body).toMatchObject({ code: 0, msg: enContract.content.newsGone })
  })
})

describe('the reset-code mail', () => {
  it('goes in English for lang=en, in Chinese otherwise', async () => {
    const english = await call<{ countdown: number }>('/api/index/forgot_password', { body: { email }, query: { lang: 'en' } })
    expect(english.body).toMatchObject({ code: 1, msg: enContract.reset.codeSent, data: { countdown: 10 } })
    const englishMail = readMail(latestMail(email)!)
    expect(englishMail.subject).toMatch(/password reset code$/)
    expect(englishMail.subject).not.toMatch(HAN)
    expect(englishMail.text).toMatch(/Your verification code is \d{6}\. It is valid for 10 minutes\./)
    expect(englishMail.text).not.toMatch(/验证码/)

    const address = `chinese-${suffix}@example.com`
    await payload.create({ collection: 'members', data: { username: `chinese_${suffix}`, email: address, password, name: '中文', status: 'active' }, overrideAccess: true })
    const chinese = await call('/api/index/forgot_password', { body: { email: address } })
    expect(chinese.body).toMatchObject({ code: 1, msg: zhContract.reset.codeSent })
    const chineseMail = readMail(latestMail(address)!)
    expect(chineseMail.subject).toMatch(/找回密码验证码$/)
    expect(chineseMail.text).toMatch(/验证码为 \d{6}，10 分钟内有效/)
  })

  it('step 2 answers in English too', async () => {
    const wrong = await call('/api/index/forgot_password', { body: { email, code: '12345', password: 'new-password-1', repassword: 'new-password-1', lang: 'en' } })
    expect(wrong.body).toMatchObject({ code: 0, msg: enValidation.fields.emailCode })
    const mismatch = await call('/api/index/forgot_password', { body: { email, code: '123456', password: 'new-password-1', repassword: 'other-password', lang: 'en' } })
    expect(mismatch.body).toMatchObject({ code: 0, msg: enValidation.passwordMismatch })
  })
})
