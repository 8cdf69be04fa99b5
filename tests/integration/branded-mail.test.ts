import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import enMail from '@/messages/en/mail.json'
import zhMail from '@/messages/zh/mail.json'
import type { CompanyInfo, SiteConfig } from '@/payload-types'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'
import { parseMail, startSmtpServer, type ParsedMail } from '../setup/smtp'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const suffix = Date.now().toString(36).slice(-6)
const HAN = /[\u3400-\u9fff]/
const asSystem = { overrideAccess: true } as const
let chineseLogo: string | undefined

type Brand = { name: string; company: string; phone: string; email: string; address: string }

/** What the globals say in one language, without the Chinese fallback: what a mail in that language must show. */
async function brandIn(locale: 'zh' | 'en'): Promise<Brand> {
  const config = (await payload.findGlobal({ slug: 'site-config', locale, fallbackLocale: false, ...asSystem })) as SiteConfig
  const company = (await payload.findGlobal({ slug: 'company-info', locale, fallbackLocale: false, ...asSystem })) as CompanyInfo
  return {
    name: config.system?.site?.name ?? '',
    company: company.name ?? '',
    phone: config.information_phone || company.phone || '',
    email: config.system?.footer?.email || company.email || '',
    address: config.system?.footer?.address || company.address || '',
  }
}

const member = async (email: string, name: string) =>
  payload.create({
    collection: 'members',
    data: { username: `brand_${Math.random().toString(36).slice(2, 10)}`, email, password: 'brand-pass-1', name, status: 'active' },
    context: { skipLeadNotification: true },
    ...asSystem,
  })

/** Asks for a reset code (in English with lang=en) and returns the mail that came. */
async function resetMail(email: string, lang?: 'en'): Promise<ParsedMail> {
  const before = smtp.inbox.length
  const answer = await call('/api/index/forgot_password', { body: { email }, query: lang ? { lang } : {} })
  expect(answer.body.code).toBe(1)
  const mail = smtp.inbox.slice(before).find((item) => item.to.includes(email))
  expect(mail).toBeDefined()
  return parseMail(mail!.raw)
}

/** Checks the layout every mail shares: the logo as an absolute URL, the contact line, the footer, in both parts. */
function expectBranded(mail: ParsedMail, brand: Brand, texts: typeof zhMail | typeof enMail) {
  const { html, text } = mail
  expect(html).toMatch(/^<!DOCTYPE html>/)
  expect(html).toMatch(/<table role="presentation"[^>]*max-width:600px/)
  // The logo: an image at an absolute address of the site, named after the brand.
  const logo = html.match(/<img src="([^"]+)" alt="([^"]*)"/)
  expect(logo?.[1]).toMatch(/^http:\/\/localhost:3000\/cms-api\/media\/file\/.+\.png$/)
  expect(logo?.[2]).toBe(brand.name)
  // Nothing a mail client would drop or fetch from elsewhere.
  expect(html).not.toMatch(/<script|<link|<style|javascript:/i)
  // The contact line and the footer.
  expect(html).toContain(texts.layout.contactUs)
  for (const value of [brand.phone, brand.email, brand.address]) {
    expect(value).not.toBe('')
    expect(html).toContain(value)
    expect(text).toContain(value)
  }
  expect(html).toContain(`href="mailto:${brand.email}"`)
  expect(html).toContain(brand.company)
  expect(html).toContain('href="http://localhost:3000"')
  expect(html).toContain(texts.layout.autoSent)
  expect(text).toContain(`${texts.layout.phone}${texts.layout.labelSeparator}${brand.phone}`)
  expect(text).toContain(`${brand.company} · http://localhost:3000`)
  expect(text).toContain(texts.layout.autoSent)
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  payload = await testPayload()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

describe('the reset-code mail in the company’s layout', () => {
  it('in Chinese: the Chinese logo, contact line and footer, from the Chinese brand', async () => {
    const email = `brand-zh-${suffix}@example.com`
    await member(email, '品牌中文')
    const brand = await brandIn('zh')
    const mail = await resetMail(email)
    expect(mail.from).toBe(`${brand.name} <no-reply@example.com>`)
    expect(mail.subject).toBe(`【${brand.name}】找回密码验证码`)
    expect(mail.html).toContain('<html lang="zh-CN">')
    expectBranded(mail, brand, zhMail)
    const code = mail.text.match(/验证码为 (\d{6})，10 分钟内有效/)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.html).toContain(`>${code}</td>`)
    expect(mail.html).toContain(zhMail.greeting)
    chineseLogo = mail.html.match(/<img src="([^"]+)"/)?.[1]
  })

  it('in English: the English logo, contact line and footer, from the English brand, without a Chinese word', async () => {
    const email = `brand-en-${suffix}@example.com`
    await member(email, 'Brand English')
    const brand = await brandIn('en')
    expect(brand.name).not.toMatch(HAN)
    const mail = await resetMail(email, 'en')
    expect(mail.from).toBe(`${brand.name} <no-reply@example.com>`)
    expect(mail.subject).toBe(`Your ${brand.name} password reset code`)
    expect(mail.html).toContain('<html lang="en">')
    expectBranded(mail, brand, enMail)
    expect(mail.text).toMatch(/Your verification code is \d{6}\. It is valid for 10 minutes\./)
    expect(mail.html).not.toMatch(HAN)
    expect(mail.text).not.toMatch(HAN)
    // The English site has its own logo.
    expect(mail.html.match(/<img src="([^"]+)"/)?.[1]).not.toBe(chineseLogo)
  })

  it('escapes what staff typed, in the sender’s name, the header, the contact line and the footer', async () => {
    const email = `brand-escape-${suffix}@example.com`
    await member(email, 'Escape')
    const config = (await payload.findGlobal({ slug: 'site-config', locale: 'en', fallbackLocale: false, depth: 0, ...asSystem })) as SiteConfig
    const company = (await payload.findGlobal({ slug: 'company-info', locale: 'en', fallbackLocale: false, depth: 0, ...asSystem })) as CompanyInfo
    const site = config.system!.site!
    const footer = config.system!.footer!
    try {
      await payload.updateGlobal({
        slug: 'site-config',
        locale: 'en',
        data: { system: { site: { ...site, name: 'Jingyuan "<b>Power</b>" & Co' }, footer: { ...footer, address: '<script>alert(1)</script> Road' } } },
        ...asSystem,
      })
      await payload.updateGlobal({ slug: 'company-info', locale: 'en', data: { name: '<img src=x onerror=alert(2)> Ltd.' }, ...asSystem })
      const mail = await resetMail(email, 'en')
      expect(mail.from).toBe('"Jingyuan \\"<b>Power</b>\\" & Co" <no-reply@example.com>')
      expect(mail.html).not.toMatch(/<b>|<script|<img src=x/)
      expect(mail.html).toContain('alt="Jingyuan &#34;&#60;b&#62;Power&#60;/b&#62;&#34; &#38; Co"')
      expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Road')
      expect(mail.html).toContain('&#60;img src=x onerror=alert(2)&#62; Ltd.')
      expect(mail.text).toContain('<script>alert(1)</script> Road')
    } finally {
      await payload.updateGlobal({ slug: 'site-config', locale: 'en', data: { system: { site, footer } }, ...asSystem })
      await payload.updateGlobal({ slug: 'company-info', locale: 'en', data: { name: company.name }, ...asSystem })
    }
  })
})

describe('the staff’s mails in the Chinese layout', () => {
  it('a new-lead notice: the lead’s details escaped, the link to it, the Chinese brand', async () => {
    const config = (await payload.findGlobal({ slug: 'site-config', depth: 0, ...asSystem })) as SiteConfig
    const leadEmails = config.lead_emails ?? {}
    const staff = `brand-staff-${suffix}@example.com`
    try {
      await payload.updateGlobal({ slug: 'site-config', data: { lead_emails: { ...leadEmails, member: staff } }, ...asSystem })
      const lead = await payload.create({
        collection: 'members',
        data: {
          username: `brand_lead_${suffix}`,
          email: `brand-lead-${suffix}@example.com`,
          password: 'brand-pass-1',
          name: '<img src=x onerror=alert(3)>钱工',
          company: 'A&B "测试" <公司>',
          status: 'active',
        },
        ...asSystem,
      })
      const jobs = await payload.find({ collection: 'payload-jobs', where: { workflowSlug: { equals: 'notifyNewLead' } }, limit: 0, pagination: false, ...asSystem })
      const job = jobs.docs.find((item) => (item.input as { id?: string }).id === String(lead.id) && (item.input as { kind?: string }).kind === 'member')
      expect(job).toBeDefined()
      await payload.jobs.runByID({ id: job!.id })
      const received = smtp.inbox.find((item) => item.to.includes(staff))
      expect(received).toBeDefined()
      const mail = parseMail(received!.raw)
      const brand = await brandIn('zh')
      expect(mail.from).toBe(`${brand.name} <no-reply@example.com>`)
      expect(mail.subject).toBe('新线索：会员注册 · <img src=x onerror=alert(3)>钱工（A&B "测试" <公司>）')
      expectBranded(mail, brand, zhMail)
      expect(mail.html).toContain('收到一条新的会员注册')
      expect(mail.html).toContain('&#60;img src=x onerror=alert(3)&#62;钱工')
      expect(mail.html).toContain('A&#38;B &#34;测试&#34; &#60;公司&#62;')
      expect(mail.html).not.toMatch(/<img src=x/)
      expect(mail.html).toContain(`href="http://localhost:3000/admin/collections/members/${lead.id}"`)
      expect(mail.text).toContain('姓名：<img src=x onerror=alert(3)>钱工')
      expect(mail.text).toContain(`在后台查看并跟进：http://localhost:3000/admin/collections/members/${lead.id}`)
    } finally {
      await payload.updateGlobal({ slug: 'site-config', data: { lead_emails: leadEmails }, ...asSystem })
    }
  })

  it('the admin’s password reset: Chinese, branded, with the reset link in both parts', async () => {
    const email = `brand-admin-${suffix}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'staff-pass-1', role: 'editor' }, ...asSystem })
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    const received = smtp.inbox.find((item) => item.to.includes(email))
    expect(received).toBeDefined()
    const mail = parseMail(received!.raw)
    const brand = await brandIn('zh')
    expect(mail.from).toBe(`${brand.name} <no-reply@example.com>`)
    expect(mail.subject).toBe(`【${brand.name}】重置后台登录密码`)
    expectBranded(mail, brand, zhMail)
    const link = `http://localhost:3000/admin/reset/${token}`
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).toContain(email)
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('链接 1 小时内有效')
  })
})
