import { Validator } from '@seriousme/openapi-schema-validator'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { openApiDocument } from '@/contract/openapi'
import { calls } from '@/contract/calls'
import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('site calls', () => {
  it('nav: header sorted by weight (highest first), footer with its groups', async () => {
    const header = await call<{ title: string; weight: number; children: unknown[] }[]>('/api/index/nav', { query: { type: '1', lang: 'zh-cn' } })
    expect(header.body.code).toBe(1)
    const weights = header.body.data.map((item) => item.weight)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    expect(header.body.data[0].title).toBe('首页')
    const footer = await call<{ title: string }[]>('/api/index/nav', { query: { type: '2' } })
    expect(footer.body.data.map((item) => item.title)).toContain('下载中心')
    const invalid = await call('/api/index/nav', { query: { type: '9' } })
    expect(invalid.body).toMatchObject({ code: 0, msg: 'type 只能是 1（页头）或 2（页脚）' })
  })

  it('banner: home banners, or a category banner by category_id', async () => {
    const home = await call<{ image: { url: string } }[]>('/api/index/banner')
    expect(home.body.data.length).toBeGreaterThanOrEqual(3)
    expect(home.body.data[0].image.url).toMatch(/^\/cms-api\/media\/file\//)
    const category = await payload.find({ collection: 'product-categories', limit: 1, depth: 0 })
    const byCategory = await call<{ category_id: number }[]>('/api/index/banner', { query: { category_id: String(category.docs[0].id) } })
    expect(byCategory.body.data.length).toBeGreaterThan(0)
    for (const banner of byCategory.body.data) expect(banner.category_id).toBe(category.docs[0].id)
  })

  it('config and company_info answer in the spec’s field names', async () => {
    const config = await call<Record<string, unknown>>('/api/index/config')
    expect(Object.keys(config.body.data)).toEqual(
      expect.arrayContaining([
        'study_type',
        'user_server_type',
        'application_type',
        'information_phone',
        'technical_support_phone',
        'server_phone',
        'production_line',
        'wechat_img',
        'weibo_img',
        'douyin_img',
        'business_wechat',
        'tech_wechat',
        'customer_service_wechat',
        'system',
      ]),
    )
    expect(config.body.data.application_type).toMatchObject({ battery: '电池与储能' })
    const company = await call<{ culture: string; introduction: string; idea: string }>('/api/index/company_info')
    expect(company.body.data.introduction).toMatch(/^<p>/)
    expect(company.body.data.culture).not.toMatch(/<script/i)
  })

  it('honor and area', async () => {
    const honor = await call<{ img: string; title: string; time: string }[]>('/api/index/honor', { query: { type: '1' } })
    expect(honor.body.data.length).toBeGreaterThan(0)
    expect(honor.body.data[0]).toEqual({ id: expect.any(Number), img: expect.stringMatching(/^\//), title: expect.any(String), time: expect.stringMatching(/^\d{4}-\d{2}$/) })
    const area = await call<{ id: string; name: string; children: unknown[] }[]>('/api/index/area')
    expect(area.body.data.find((region) => region.id === '44')?.name).toBe('广东省')
  })
})

describe('news and activities', () => {
  it('news: page 1 of size 4 by default, newest first, with keyword search', async () => {
    const first = await call<{ list: { id: number; publishedAt: string }[]; total: number; page: number; size: number }>('/api/index/news', { body: {} })
    expect(first.body.data).toMatchObject({ page: 1, size: 4 })
    expect(first.body.data.list).toHaveLength(4)
    expect(first.body.data.total).toBeGreaterThanOrEqual(30)
    const dates = first.body.data.list.map((item) => item.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await call<{ list: { id: number }[] }>('/api/index/news', {
      body: new URLSearchParams({ page: '2', size: '4' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(second.body.data.list[0].id).not.toBe(first.body.data.list[0].id)
    const keyword = await call<{ list: { title: string; summary: string }[]; total: number }>('/api/index/news', { body: { keyword: '电子负载' } })
    expect(keyword.body.data.total).toBeGreaterThan(0)
    for (const item of keyword.body.data.list) expect(`${item.title}${item.summary}`).toContain('电子负载')
  })

  it('news_detail: HTML content and neighbours, a pure read; news_view counts each visit', async () => {
    const list = await call<{ list: { id: number }[] }>('/api/index/news', { body: { page: 2 } })
    const id = String(list.body.data.list[0].id)
    const first = await call<{ views: number; content: string; prev: unknown; next: unknown }>('/api/index/news_detail', { query: { id } })
    expect(first.body.code).toBe(1)
    expect(first.body.data.content).toContain('<p>')
    expect(first.body.data.prev).not.toBeNull()
    expect(first.body.data.next).not.toBeNull()
    const second = await call<{ views: number }>('/api/index/news_detail', { query: { id } })
    expect(second.body.data.views).toBe(first.body.data.views)
    const viewed = await call<{ id: number; views: number }>('/api/index/news_view', { body: { id: Number(id) } })
    expect(viewed.body.data).toEqual({ id: Number(id), views: first.body.data.views + 1 })
    const missing = await call('/api/index/news_detail', { query: { id: '99999999' } })
    expect(missing.body).toMatchObject({ code: 0, msg: '新闻不存在或已下线' })
  })

  it('active: 6 per page with open, full and ended statuses', async () => {
    const page = await call<{ list: { status: string; status_text: string }[]; total: number; size: number }>('/api/index/active', { body: {} })
    expect(page.body.data.size).toBe(6)
    expect(page.body.data.list.length).toBeLessThanOrEqual(6)
    const all = await call<{ list: { id: number; status: string; status_text: string }[] }>('/api/index/active', { body: { size: 50 } })
    expect(new Set(all.body.data.list.map((item) => item.status))).toEqual(new Set(['open', 'full', 'ended']))
    const chinese = { open: '报名中', full: '已满', ended: '已结束' } as Record<string, string>
    for (const item of all.body.data.list) expect(item.status_text).toBe(chinese[item.status])
    // lang=en words the status in English; the status codes stay the same.
    const english = await call<{ list: { id: number; status: string; status_text: string }[] }>('/api/index/active', { body: { size: 50 }, query: { lang: 'en' } })
    const words = { open: 'Open', full: 'Full', ended: 'Closed' } as Record<string, string>
    expect(english.body.data.list.map((item) => [item.id, item.status])).toEqual(all.body.data.list.map((item) => [item.id, item.status]))
    for (const item of english.body.data.list) expect(item.status_text).toBe(words[item.status])
  })
})

describe('the envelope', () => {
  it('answers {code, msg, data, time} and refuses what it must', async () => {
    const ok = await call('/api/index/config')
    expect(Object.keys(ok.body).sort()).toEqual(['code', 'data', 'msg', 'time'])
    expect((await call('/api/index/nope')).status).toBe(404)
    const wrongMethod = await call('/api/index/news_view', { method: 'GET', query: { id: '1' } })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.code).toBe(0)
    const malformed = await call('/api/index/news', { body: '{"page":', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(200)
    expect(malformed.body).toMatchObject({ code: 0, msg: '请求数据格式错误，请以 JSON 或表单提交' })
    const oversized = await call('/api/index/news', { body: { keyword: 'x'.repeat(1024 * 1024 + 10) } })
    expect(oversized.status).toBe(413)
    const crossSite = await call('/api/index/news', { body: {}, headers: { origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    const sameSite = await call('/api/index/news', { body: {}, headers: { origin: 'http://localhost:3000' } })
    expect(sameSite.body.code).toBe(1)
  })

  it('never crashes on input of the wrong shape', async () => {
    const junk: unknown[] = [
      { nested: { deep: [1, 2] } },
      [1, 'two', null],
      12345,
      true,
      null,
      'x'.repeat(5000),
      '<script>alert(1)</script>',
      // An object that String() and Number() cannot convert, NUL, and ids past PostgreSQL's integer.
      { toString: 1, valueOf: 2 },
      [{ toString: 1 }],
      'a\u0000b',
      '2147483648',
      '99999999999999999999999',
    ]
    for (const definition of calls) {
      for (const value of junk) {
        const fields = ['id', 'page', 'size', 'keyword', 'type', 'username', 'password', 'email', 'mobile', 'address', 'captcha', 'hash', 'code', 'filters', 'category_id', 'slug']
        const body = Object.fromEntries(fields.map((field) => [field, value]))
        const response =
          definition.method === 'POST'
            ? await call(`/api/${definition.scope}/${definition.name}`, { body, headers: { cookie: 'token=%E0%A4%A' } })
            : await call(`/api/${definition.scope}/${definition.name}`, {
                query: Object.fromEntries(fields.map((field) => [field, typeof value === 'string' ? value : JSON.stringify(value)])),
              })
        expect(response.status, definition.name).toBeLessThan(500)
        expect(response.body.code, `${definition.name} ${JSON.stringify(value).slice(0, 40)}: ${response.body.msg}`).not.toBe(10005)
        if (response.body.code === 0) expect(response.body.msg).toMatch(/[\u4e00-\u9fa5]/)
      }
    }
  })

  it('refuses control characters, out-of-range ids and malformed cookies with Chinese messages', async () => {
    const captcha = async () => ({ captcha: 'T3ST', hash: (await call<{ hash: string }>('/api/index/captcha')).body.data.hash })
    const login = await call<{ token: string }>('/api/index/login', { body: { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD, ...(await captcha()) } })
    expect(login.body.code).toBe(1)
    const member = { authorization: `Bearer ${login.body.data.token}` }

    const nul = '\u0000'
    expect((await call('/api/index/login', { body: { username: `demo${nul}member`, password: process.env.SEED_MEMBER_PASSWORD, ...(await captcha()) } })).body).toMatchObject({
      code: 0,
      msg: '账号含有无法识别的控制字符，请删除后重试',
    })
    const profile = { name: '林志远', company: '恒拓', email: 'demo.member@example.com', mobile: '13826547193', address: '44,4403,440305', apply: 'power' }
    expect((await call('/api/member/edit_user', { headers: member, body: { ...profile, company: `恒${nul}拓` } })).body).toMatchObject({
      code: 0,
      msg: '公司/学校含有无法识别的控制字符，请删除后重试',
    })
    expect((await call('/api/member/edit_user', { headers: member, body: { ...profile, wechat: `wx\u001b` } })).body).toMatchObject({
      code: 0,
      msg: '输入内容含有无法识别的控制字符，请删除后重试',
    })
    expect((await call('/api/member/edit_user', { headers: member, body: { ...profile, address: ['44', { toString: 1 }] } })).body).toMatchObject({
      code: 0,
      msg: '地区格式不正确',
    })
    const application = { ...profile, no: 'PSD-6080-60C', afterType: 'repair' }
    expect((await call('/api/index/apply_after', { headers: member, body: { ...application, detail: `输出${nul}不稳` } })).body).toMatchObject({
      code: 0,
      msg: '描述详情含有无法识别的控制字符，请删除后重试',
    })
    // Tabs and line breaks are text.
    expect((await call('/api/index/apply_after', { headers: member, body: { ...application, detail: '第一行\r\n第二行\t缩进' } })).body.code).toBe(1)
    expect((await call('/api/index/search', { query: { keyword: `电源${nul}` } })).body).toMatchObject({ code: 0, msg: '关键词含有无法识别的控制字符，请删除后重试' })
    expect((await call('/api/index/news', { body: { keyword: `a${nul}` } })).body).toMatchObject({ code: 0, msg: '关键词含有无法识别的控制字符，请删除后重试' })
    expect((await call('/api/index/product', { body: { filters: { [`v${nul}`]: '1' } } })).body).toMatchObject({ code: 0, msg: 'filters含有无法识别的控制字符，请删除后重试' })

    for (const id of ['2147483648', '9007199254740993', '1e400', '-1', '0', '1.5']) {
      expect((await call('/api/index/download_file', { query: { id } })).body, id).toMatchObject({ code: 0, msg: '资料不存在' })
      expect((await call('/api/index/news_detail', { query: { id } })).body, id).toMatchObject({ code: 0, msg: '新闻不存在' })
      expect((await call('/api/member/apply_detail', { headers: member, query: { type: 'training', id } })).body, id).toMatchObject({ code: 0, msg: '记录不存在' })
      expect((await call('/api/index/product', { body: { category_id: id } })).body, id).toMatchObject({ code: 0, msg: '编号无效' })
    }
    expect((await call('/api/index/download_file', { query: { id: '2147483647' } })).body).toMatchObject({ code: 0, msg: '资料不存在或已下线' })

    expect(
      (await call('/api/index/forgot_password', { body: { email: 'demo.member@example.com', code: { toString: 1 }, password: 'new-pass-1', repassword: 'new-pass-1' } })).body,
    ).toMatchObject({ code: 0, msg: '请输入 6 位邮箱验证码' })
    for (const cookie of ['token=%E0%A4%A', 'token=%', `token=${encodeURIComponent('x.y.z')}`]) {
      expect((await call('/api/member/user_info', { headers: { cookie } })).body, cookie).toMatchObject({ code: 10004, msg: '登录已过期，请重新登录' })
    }
    // A broken cookie beside a valid Bearer token does not matter.
    expect((await call('/api/member/user_info', { headers: { ...member, cookie: 'token=%E0%A4%A' } })).body.code).toBe(1)
  })

  it('publishes a valid OpenAPI 3.1 document covering every call', async () => {
    const document = openApiDocument()
    expect(document.openapi).toBe('3.1.0')
    const validation = await new Validator().validate(JSON.parse(JSON.stringify(document)))
    expect(validation.errors ?? []).toEqual([])
    expect(validation.valid).toBe(true)
    for (const definition of calls) {
      const operation = document.paths[`/api/${definition.scope}/${definition.name}`]?.[definition.method.toLowerCase()]
      expect(operation, definition.name).toBeDefined()
    }
    type Body = { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
    const bodyOf = (path: string) => (document.paths[path].post as unknown as Body).requestBody.content['application/json'].schema.properties
    expect(Object.keys(bodyOf('/api/index/user_reg'))).toEqual(expect.arrayContaining(['username', 'password', 'email', 'mobile', 'address', 'captcha']))
    expect(Object.keys(bodyOf('/api/index/apply_after'))).toEqual(expect.arrayContaining(['no', 'afterType', 'detail']))
    expect(Object.keys(bodyOf('/api/index/forgot_password'))).toEqual(expect.arrayContaining(['email', 'code', 'password', 'repassword']))
  })
})
