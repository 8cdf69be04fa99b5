'use client'

import { Alert, Button, Form, Input, InputNumber, message } from 'antd'
import Link from 'next/link'
import { useRef, useState } from 'react'

import { knownFields } from '@/features/apply/apply-form'
import applyStyles from '@/features/apply/apply.module.css'
import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { MemberFields, memberInitialValues, type MemberFieldOptions } from '@/features/forms/member-fields'
import { FORM_DEFAULTS } from '@/features/forms/zod-rule'
import { api, envelopeMessage, SYSTEM_ERROR, type Envelope } from '@/features/member/api-client'
import { openLogin } from '@/features/member/login-events'
import { useMember } from '@/features/member/member-context'
import { INQUIRY_LIMITS } from '@/validation/forms'

import { useInquiryBasket } from './inquiry-basket'
import styles from './inquiry.module.css'

/**
 * The inquiry (询价) form: the models and quantities collected with 加入询价
 * (kept in the browser), the applicant (the member's own details, prefilled)
 * and a note. Visitors also pass the captcha. A sent inquiry empties the basket.
 */
export function InquiryForm({ industries }: MemberFieldOptions) {
  const [form] = Form.useForm()
  const { member } = useMember()
  const basket = useInquiryBasket()
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const locked = knownFields(member)

  const submit = async (values: Record<string, unknown>) => {
    if (busy) return
    if (!basket.items.length) {
      message.error('询价单里还没有产品，请先在产品页点击“加入询价”')
      return
    }
    setBusy(true)
    try {
      const address = Array.isArray(values.address) ? values.address.join(',') : values.address
      const items = basket.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      const { msg } = await api('/api/index/inquiry', { method: 'POST', body: { ...values, address, items } })
      message.success(msg || '询价已提交，销售工程师会尽快与您联系')
      basket.clear()
      form.resetFields(['message'])
      setSent(true)
      if (!member) captcha.current?.refresh()
    } catch (body) {
      if ((body as Envelope<unknown>)?.code !== SYSTEM_ERROR) message.error(envelopeMessage(body, '提交失败，请稍后重试'))
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={applyStyles.card}>
      <Form form={form} {...FORM_DEFAULTS} onFinish={submit} disabled={busy} initialValues={memberInitialValues(member)}>
        <section aria-labelledby="basket-title" className={applyStyles.section}>
          <div className={applyStyles.sectionHead}>
            <h2 id="basket-title">询价产品</h2>
            <p>
              <Link href="/product">继续选择产品</Link>
            </p>
          </div>
          {basket.items.length ? (
            <table className={styles.items}>
              <thead>
                <tr>
                  <th scope="col">型号</th>
                  <th scope="col">名称</th>
                  <th scope="col">数量</th>
                  <th scope="col">
                    <span className="visually-hidden">操作</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {basket.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link href={`/product/${item.id}`}>{item.model}</Link>
                    </th>
                    <td>{item.name}</td>
                    <td>
                      <InputNumber
                        aria-label={`${item.model} 的数量`}
                        min={1}
                        max={INQUIRY_LIMITS.quantity}
                        precision={0}
                        value={item.quantity}
                        onChange={(value) => basket.setQuantity(item.id, Number(value) || 1)}
                      />
                    </td>
                    <td>
                      <Button type="link" onClick={() => basket.remove(item.id)}>
                        移除
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>
              {sent ? '询价单已提交。' : '询价单还是空的。'}在产品列表或产品详情页点击“加入询价”，选好型号后回到这里填写数量和联系方式。
            </p>
          )}
        </section>

        <section aria-labelledby="applicant-title" className={applyStyles.section}>
          <div className={applyStyles.sectionHead}>
            <h2 id="applicant-title">联系人信息</h2>
            {member ? (
              locked.length ? (
                <p>
                  已按会员资料填写，如需修改请到<Link href="/member">会员中心</Link>
                </p>
              ) : null
            ) : (
              <p>
                已是会员？
                <button type="button" className={applyStyles.linkButton} onClick={() => openLogin({ redirect: window.location.pathname })}>
                  登录
                </button>
                后自动填写
              </p>
            )}
          </div>
          <MemberFields industries={industries} locked={locked} />
          <Form.Item label="补充说明" name="message">
            <Input.TextArea placeholder="交货期、用途、是否需要含税报价或配套附件等，可以一并写在这里" autoSize={{ minRows: 4, maxRows: 10 }} maxLength={INQUIRY_LIMITS.message} showCount />
          </Form.Item>
          {member ? null : <CaptchaField ref={captcha} />}
        </section>

        {sent ? <Alert type="success" showIcon className={applyStyles.sent} title="询价已提交，销售工程师会尽快与您联系" description="报价一般在一个工作日内通过电话或邮件发给您。" /> : null}

        <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={busy || !basket.items.length} className={applyStyles.submit}>
          提交询价
        </Button>
      </Form>
    </div>
  )
}
