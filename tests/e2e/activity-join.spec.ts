import { expect, test, type Locator, type Page } from '@playwright/test'

import { pickRegion } from './form-pickers'
import { hydrated } from './hydration'
import { CAPTCHA, DEMO_MEMBER, loginByApi } from './member-session'

const OPEN = 'SCPI 自动化测试编程入门线上直播课'
const SECOND_OPEN = '光伏与储能测试方案技术研讨会（成都站）'
const ALREADY_JOINED = '您已使用该手机号报名此活动，请勿重复报名'

/** A phone number no seeded sign-up uses. */
const freshPhone = () => `139${String(Date.now()).slice(-8)}`

/** The .ant-modal box's width as a share of the window. */
const widthShare = (page: Page) => page.locator('.ant-modal').evaluate((box) => box.getBoundingClientRect().width / window.innerWidth)

/** Waits out the opening animation, then holds the share to ±2%. */
const expectWidthShare = (page: Page, share: number) => expect.poll(async () => Math.abs((await widthShare(page)) - share) <= 0.02).toBe(true)

const seatsTaken = async (card: Locator) => Number((await card.getByText(/已报名 \d+ \//).innerText()).match(/已报名 (\d+)/)?.[1])

async function openDialog(page: Page, title: string) {
  await page.getByRole('button', { name: `立即报名：${title}` }).click()
  const dialog = page.getByRole('dialog', { name: '报名' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(title)).toBeVisible()
  return dialog
}

async function blurWith(dialog: Locator, label: string, value: string, error: string) {
  const field = dialog.getByLabel(label, { exact: true })
  await field.fill(value)
  await field.blur()
  await expect(dialog.getByText(error, { exact: true }).first()).toBeVisible()
}

test('a member signs up: prefilled, sized, draggable, every rule on blur, refusals and success', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/activity')
  await hydrated(page)
  const card = page.getByRole('article').filter({ hasText: OPEN })
  const before = await seatsTaken(card)

  let dialog = await openDialog(page, OPEN)
  // Prefilled from the member's info.
  await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('林志远')
  await expect(dialog.getByLabel('公司/学校')).toHaveValue('深圳市恒拓电源技术有限公司')
  await expect(dialog.getByLabel('手机号')).toHaveValue('13826547193')
  await expect(dialog.getByLabel('邮箱')).toHaveValue('demo.member@example.com')
  await expect(dialog.getByLabel('微信号')).toHaveValue('linzy_power')
  await expect(dialog.getByLabel('QQ')).toHaveValue('381562947')
  await expect(dialog.getByText('广东省 / 深圳市 / 南山区')).toBeVisible()
  await expect(dialog.getByText('电源与适配器')).toBeVisible()

  // 50% of the window from 992 px, 90% below.
  await expectWidthShare(page, 0.5)
  await page.setViewportSize({ width: 700, height: 900 })
  await expectWidthShare(page, 0.9)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectWidthShare(page, 0.5)

  // Dragging the title moves the dialog.
  const title = dialog.locator('.ant-modal-title')
  const start = (await title.boundingBox())!
  await page.mouse.move(start.x + 20, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + 80, start.y + start.height / 2 + 40, { steps: 5 })
  await page.mouse.move(start.x + 140, start.y + start.height / 2 + 60, { steps: 5 })
  await page.mouse.up()
  const moved = (await title.boundingBox())!
  expect(Math.round(moved.x - start.x)).toBe(120)
  expect(Math.round(moved.y - start.y)).toBe(60)

  // Every rule of the join form shows its message on blur.
  await blurWith(dialog, '姓名', '', '姓名不能为空')
  await blurWith(dialog, '公司/学校', '', '公司/学校不能为空')
  await blurWith(dialog, '手机号', '', '手机号不能为空')
  await blurWith(dialog, '手机号', '12a', '手机号格式不正确')
  await blurWith(dialog, '座机', 'tel-no', '座机格式不正确')
  await blurWith(dialog, '邮箱', '', '邮箱不能为空')
  await blurWith(dialog, '邮箱', 'not-an-email', '邮箱格式不正确')
  await dialog.getByLabel('微信号').fill('')
  await blurWith(dialog, 'QQ', '', '微信号与QQ必须填一个')
  await dialog.getByLabel('所在地区').hover()
  await dialog.locator('.ant-cascader .ant-select-clear').click()
  await expect(dialog.getByText('地区不能为空')).toBeVisible()
  // Filling one of wechat and qq clears the message.
  await dialog.getByLabel('QQ').fill('381562947')
  await dialog.getByLabel('QQ').blur()
  await expect(dialog.getByText('微信号与QQ必须填一个')).toHaveCount(0)

  // Submitting with errors shows the first one as a toast.
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(page.locator('.ant-message').getByText('姓名不能为空')).toBeVisible()

  // Escape closes; reopening starts again from the member's info.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  dialog = await openDialog(page, OPEN)
  await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('林志远')

  // The seeded sign-ups already used the member's phone: the server says why it refuses.
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(ALREADY_JOINED)

  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(page.locator('.ant-message').getByText('报名成功')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The list refreshes: one more seat taken.
  await expect.poll(() => seatsTaken(card)).toBe(before + 1)

  // Signing up again with the same phone is refused with the server's message.
  dialog = await openDialog(page, OPEN)
  await dialog.getByLabel('手机号').fill(phone)
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(ALREADY_JOINED)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The sign-up is in the member's log.
  const log = (await (await page.request.post('/api/member/apply_list', { data: { type: 'activity' } })).json()) as { data: { list: { title: string }[] } }
  expect(log.data.list.map((entry) => entry.title)).toContain(OPEN)
})

test('a visitor signs up at 700 px: empty form, picker messages, the captcha, success', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 })
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  await page.goto('/activity')
  await hydrated(page)
  // The public page carries no antd: the dialog's code arrives on the click.
  await expect(page.locator('.ant-modal, .ant-form')).toHaveCount(0)
  const beforeClick = scripts.size
  const dialog = await openDialog(page, SECOND_OPEN)
  expect(scripts.size).toBeGreaterThan(beforeClick)
  await expectWidthShare(page, 0.9)
  await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('')
  await expect(dialog.getByRole('img', { name: '图形验证码，点击换一张' })).toBeVisible()

  await dialog.getByLabel('所在地区').focus()
  await dialog.getByLabel('所在地区').blur()
  await expect(dialog.getByText('地区不能为空')).toBeVisible()
  await dialog.getByLabel('应用行业').focus()
  await dialog.getByLabel('应用行业').blur()
  await expect(dialog.getByText('应用行业不能为空')).toBeVisible()
  await dialog.getByLabel('微信号').focus()
  await dialog.getByLabel('微信号').blur()
  await expect(dialog.getByText('微信号与QQ必须填一个')).toBeVisible()

  await dialog.getByLabel('姓名', { exact: true }).fill('何嘉欣')
  await dialog.getByLabel('公司/学校').fill('成都西岭测控技术有限公司')
  await dialog.getByLabel('手机号').fill(freshPhone())
  await dialog.getByLabel('邮箱').fill('hejiaxin@example.com')
  await pickRegion(page, dialog.getByLabel('所在地区'), ['四川省', '成都市', '武侯区'])
  // A click while the dropdown is still sliding in can miss the option: pick again until it takes. The
  // field is clicked only while its list is closed: a click on an open one closes it.
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0) await dialog.getByLabel('应用行业').click()
    await page.locator('.ant-select-item-option', { hasText: '光伏与逆变器' }).click({ timeout: 2000 })
    await expect(dialog.getByText('应用行业不能为空')).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await dialog.getByLabel('微信号').fill('hjx_pv')
  await dialog.getByLabel('微信号').blur()
  await expect(dialog.getByText('微信号与QQ必须填一个')).toHaveCount(0)
  // A wrong answer is refused with the server's message and a new image.
  const image = dialog.getByRole('img', { name: '图形验证码，点击换一张' })
  const firstImage = await image.getAttribute('src')
  await dialog.getByPlaceholder('请输入图中字符').fill('WRNG')
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('图形验证码错误或已过期，请重新输入')
  await expect.poll(() => image.getAttribute('src')).not.toBe(firstImage)
  await dialog.getByPlaceholder('请输入图中字符').fill(CAPTCHA)
  await dialog.getByRole('button', { name: '提交报名' }).click()
  await expect(page.locator('.ant-message').getByText('报名成功')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('full and ended activities offer no sign-up and the contract says why', async ({ page }) => {
  await page.goto('/activity')
  const full = page.getByRole('article').filter({ hasText: '精源电子工厂开放日' })
  await expect(full.getByRole('button', { name: '名额已满' })).toBeDisabled()
  await page.goto('/activity?page=2')
  const ended = page.getByRole('article').filter({ hasText: '高校电力电子实验教学研讨会（西安站）' })
  await expect(ended.getByRole('button', { name: '报名已结束' })).toBeDisabled()

  const { data } = (await (await page.request.post('/api/index/active', { data: { page: 1, size: 20 } })).json()) as { data: { list: { id: number; status: string }[] } }
  const join = async (status: string) => {
    const activity = data.list.find((item) => item.status === status)!
    const captcha = (await (await page.request.get('/api/index/captcha')).json()) as { data: { hash: string } }
    const body = {
      id: activity.id,
      name: '测试',
      company: '测试公司',
      phone: freshPhone(),
      email: 't@example.com',
      address: '51,5101,510107',
      apply: 'other',
      wechat: 'w',
      captcha: CAPTCHA,
      hash: captcha.data.hash,
    }
    return (await (await page.request.post('/api/index/active_join', { data: body })).json()) as { code: number; msg: string }
  }
  expect(await join('full')).toMatchObject({ code: 0, msg: '活动名额已满' })
  expect(await join('ended')).toMatchObject({ code: 0, msg: '活动报名已截止' })
})
