'use client'

import { Alert, Button, Form, Input, InputNumber, message } from 'antd'
import Link from 'next/link'

import { ApplicantNote, knownFields } from '@/features/apply/apply-form'
import { addressOf, useLeadSubmit } from '@/features/apply/use-lead-submit'
import applyStyles from '@/features/apply/apply.module.css'
import { CaptchaField } from '@/features/forms/captcha-field'
import grid from '@/features/forms/form-grid.module.css'
import { useFormText } from '@/features/forms/form-text'
import { MemberFields, memberInitialValues, type MemberFieldOptions } from '@/features/forms/member-fields'
import { FORM_DEFAULTS } from '@/features/forms/zod-rule'
import { useMember } from '@/features/member/member-context'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import type { Messages } from '@/messages/catalogue'
import { fill } from '@/messages/fill'
import { INQUIRY_LIMITS } from '@/validation/forms'

import { useInquiryBasket } from './inquiry-basket'
import styles from './inquiry.module.css'

/**
 * The inquiry (询价) form: the models and quantities collected with 加入询价
 * (kept in the browser), the applicant (the member's own details, prefilled)
 * and a note. Visitors also pass the captcha. A sent inquiry empties the basket.
 */
type Props = MemberFieldOptions & { lang: SiteLanguage; labels: Messages['inquiry']['form'] }

export function InquiryForm({ lang, industries, labels }: Props) {
  const [form] = Form.useForm()
  const { member } = useMember()
  const { text, validation } = useFormText()
  const basket = useInquiryBasket()
  const { captcha, busy, sent, send } = useLeadSubmit({ call: '/api/index/inquiry', signedIn: Boolean(member), success: labels.success, failure: text.errors.submit })
  const locked = knownFields(member)

  const submit = async (values: Record<string, unknown>) => {
    if (busy) return
    if (!basket.items.length) {
      message.error(validation.inquiry.empty)
      return
    }
    const items = basket.items.map((item) => ({ id: item.id, quantity: item.quantity }))
    await send({ ...values, address: addressOf(values.address), items }, () => {
      basket.clear()
      form.resetFields(['message'])
    })
  }

  return (
    <div className={applyStyles.card}>
      <Form form={form} {...FORM_DEFAULTS} onFinish={submit} disabled={busy} initialValues={memberInitialValues(member)}>
        <section aria-labelledby="basket-title" className={applyStyles.section}>
          <div className={applyStyles.sectionHead}>
            <h2 id="basket-title">{labels.basket}</h2>
            <p>
              <Link href={pathIn(lang, '/product')}>{labels.more}</Link>
            </p>
          </div>
          {basket.items.length ? (
            <table className={styles.items}>
              <thead>
                <tr>
                  <th scope="col">{labels.model}</th>
                  <th scope="col">{labels.name}</th>
                  <th scope="col">{labels.quantity}</th>
                  <th scope="col">
                    <span className="visually-hidden">{labels.action}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {basket.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link href={pathIn(lang, `/product/${item.id}`)}>{item.model}</Link>
                    </th>
                    <td>{item.name}</td>
                    <td>
                      <InputNumber
                        aria-label={fill(labels.quantityOf, { model: item.model })}
                        min={1}
                        max={INQUIRY_LIMITS.quantity}
                        precision={0}
                        value={item.quantity}
                        onChange={(value) => basket.setQuantity(item.id, Number(value) || 1)}
                      />
                    </td>
                    <td>
                      <Button type="link" onClick={() => basket.remove(item.id)}>
                        {labels.remove}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>{sent ? labels.emptySent : labels.empty}</p>
          )}
        </section>

        <section aria-labelledby="applicant-title" className={applyStyles.section}>
          <div className={applyStyles.sectionHead}>
            <h2 id="applicant-title">{labels.contact}</h2>
            <ApplicantNote lang={lang} member={member} locked={locked} />
          </div>
          <MemberFields industries={industries} locked={locked}>
            <Form.Item label={labels.message} name="message" className={grid.wide}>
              <Input.TextArea placeholder={labels.messagePlaceholder} autoSize={{ minRows: 4, maxRows: 10 }} maxLength={INQUIRY_LIMITS.message} showCount />
            </Form.Item>
          </MemberFields>
          {member ? null : <CaptchaField ref={captcha} />}
        </section>

        {sent ? <Alert type="success" showIcon className={applyStyles.sent} title={labels.success} description={labels.successNote} /> : null}

        <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={busy || !basket.items.length} className={applyStyles.submit}>
          {labels.submit}
        </Button>
      </Form>
    </div>
  )
}
