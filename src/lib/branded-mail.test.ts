import { describe, expect, it } from 'vitest'

import { brandedMail, type MailBrand } from './branded-mail'

const brand: MailBrand = {
  locale: 'en',
  name: 'Jingyuan Electronics',
  company: 'Shenzhen Jingyuan Electronic Technology Co., Ltd.',
  logo: { url: 'https://www.example.com/cms-api/media/file/logo.png', width: 480, height: 120 },
  siteUrl: 'https://www.example.com',
  contact: { phone: '0755-26880000', email: 'info@example.com', address: 'Building 3, Shenzhen' },
}

const content = { subject: 'Hello', html: '<p>Body</p>', text: 'Body' }

describe('the branded layout', () => {
  it('draws the logo 48 px high in its own proportions, linked to the site', async () => {
    const { html } = await brandedMail(brand, content)
    expect(html).toMatch(
      /<a href="https:\/\/www\.example\.com"[^>]*><img src="https:\/\/www\.example\.com\/cms-api\/media\/file\/logo\.png" alt="Jingyuan Electronics" width="192" height="48"/,
    )
    const wide = await brandedMail({ ...brand, logo: { ...brand.logo!, width: 1000, height: 100 } }, content)
    expect(wide.html).toContain('width="220" height="22"')
  })

  it('names the brand in text when there is no logo, and leaves out a contact line with nothing in it', async () => {
    const { html, text } = await brandedMail({ ...brand, logo: null, contact: { phone: '', email: '', address: '' } }, content)
    expect(html).not.toContain('<img')
    expect(html).toMatch(/<a href="https:\/\/www\.example\.com"[^>]*>Jingyuan Electronics<\/a>/)
    expect(html).not.toContain('Contact us')
    expect(text).not.toContain('Phone')
  })

  it('keeps the body as given and escapes every text of the brand', async () => {
    const hostile = { ...brand, name: '<b>X</b>', company: 'A & "B"', contact: { ...brand.contact, address: '<script>1</script>' } }
    const { html, text } = await brandedMail(hostile, { ...content, subject: '<i>s</i>', preheader: '<u>p</u>' })
    expect(html).toContain('<p>Body</p>')
    expect(html).not.toMatch(/<b>|<script>|<i>|<u>/)
    expect(html).toContain('alt="&#60;b&#62;X&#60;/b&#62;"')
    expect(html).toContain('A &#38; &#34;B&#34;')
    expect(text).toBe(
      [
        'Body',
        '',
        '-- ',
        '<b>X</b>',
        'Phone: 0755-26880000 | Email: info@example.com | Address: <script>1</script>',
        'A & "B" · https://www.example.com',
        'This email was sent automatically. Please do not reply to it; if you need help, contact us using the details above.',
      ].join('\n'),
    )
  })

  it('in Chinese, with Chinese labels', async () => {
    const { html, text } = await brandedMail({ ...brand, locale: 'zh', name: '精源电子', company: '深圳精源电子科技有限公司' }, content)
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('联系我们')
    expect(text).toContain('电话：0755-26880000 | 邮箱：info@example.com | 地址：Building 3, Shenzhen')
    expect(text).toContain('此邮件由系统自动发送，请勿直接回复。')
  })
})
