'use client'

import { Alert, Button, Form, Input, Modal, Spin, message } from 'antd'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { inPageLanguage, loadDialogText } from '@/features/forms/dialog-text'
import { useFormText } from '@/features/forms/form-text'
import { MemberFields, memberInitialValues, type MemberFieldOptions } from '@/features/forms/member-fields'
import { FORM_DEFAULTS } from '@/features/forms/zod-rule'
import { useMemberInfo } from '@/features/member/member-context'
import { api, envelopeMessage, isSystemError } from '@/lib/api-client'
import { pageLanguage } from '@/lib/page-language'

import styles from './activities.module.css'
import { useTitleDrag } from './use-title-drag'

type Props = { activity: { id: number; title: string }; open: boolean; onClose: () => void }
type Values = {
  name: string
  company: string
  phone: string
  tel?: string
  email: string
  address: string[]
  apply?: string
  wechat?: string
  qq?: string
  captcha?: string
  hash?: string
}

/** Spec section 5: either wechat or qq; the rule sits on both fields, so whichever is left last shows it. */
const wechatOrQq =
  (other: 'wechat' | 'qq', message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (!String(value ?? '').trim() && !String(getFieldValue(other) ?? '').trim()) throw new Error(message)
    },
  })

/**
 * The WeChat or the QQ field, checked again when the other one changes. Both
 * turn red when both are empty; the message shows once, under WeChat, the first of the pair.
 */
function ChatField({ name, other, children }: { name: 'wechat' | 'qq'; other: 'wechat' | 'qq'; children: ReactNode }) {
  const { text, validation } = useFormText()
  return (
    <Form.Item
      label={text.fields[name].label}
      name={name}
      validateTrigger="onBlur"
      hasFeedback
      dependencies={[other]}
      rules={[wechatOrQq(other, validation.fields.wechatOrQq)]}
      {...(name === 'qq' ? { help: '' } : {})}
    >
      {children}
    </Form.Item>
  )
}

/** The industries (and, in the cascader, the regions) come from the contract, in the page's language, when the dialog first opens, so the activity page does not carry them. */
function useJoinOptions(): MemberFieldOptions {
  const [options, setOptions] = useState<MemberFieldOptions>({ industries: {} })
  useEffect(() => {
    let live = true
    void api<{ application_type: Record<string, string> }>('/api/index/config')
      .then((config) => live && setOptions({ industries: config.data.application_type }))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return options
}

/**
 * The activity sign-up dialog (报名, spec section 2), loaded on demand with
 * its texts in the page's language: draggable by its title, 50% wide from
 * 992 px, 90% below; prefilled from the member's info; visitors who are not
 * signed in also answer the graphic captcha. Success says 报名成功, closes and
 * refreshes the list so the seats update; a refusal (full, ended, already
 * signed up, wrong captcha) shows the server's reason and draws a new captcha.
 */
const JoinDialog = inPageLanguage(JoinForm)
export default JoinDialog

/** Starts fetching the dialog's texts in the page's language (before the first click). */
export const preloadJoinText = () => void loadDialogText(pageLanguage())

function JoinForm({ activity, open, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const { text } = useFormText()
  const words = text.join
  const { member, loading } = useMemberInfo()
  const router = useRouter()
  const options = useJoinOptions()
  const drag = useTitleDrag()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')
  const captcha = useRef<CaptchaHandle>(null)

  // A sign-up also asks for WeChat and QQ, which the member's info may hold.
  const initialValues = { ...memberInitialValues(member), wechat: member?.wechat, qq: member?.qq }
  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    setRefusal('')
    try {
      const { msg } = await api('/api/index/active_join', {
        method: 'POST',
        body: { ...values, id: activity.id, user_name: values.name, address: values.address.join(',') },
      })
      message.success(msg || words.success)
      onClose()
      router.refresh()
    } catch (body) {
      const reason = envelopeMessage(body, words.failed)
      setRefusal(reason)
      // The client has already shown system errors.
      if (!isSystemError(body)) message.error(reason)
      // The server used the captcha up, whatever the outcome.
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={
        <div className={styles.dialogTitle} {...drag.handle}>
          {words.title}
        </div>
      }
      open={open}
      onCancel={onClose}
      afterClose={() => {
        // Each opening starts again from the member's info, in the middle of the screen.
        form.resetFields()
        drag.reset()
        setRefusal('')
      }}
      footer={null}
      // antd's lg breakpoint is 992 px, the spec's md: 50% from there up, 90% below.
      width={{ xs: '90%', lg: '50%' }}
      // The dialog fits the screen below the toasts' strip: its fields scroll, its title and buttons stay.
      style={{ top: 72, paddingBottom: 0 }}
      styles={{ body: { maxHeight: 'calc(100dvh - 180px)', overflowY: 'auto', overscrollBehavior: 'contain' } }}
      modalRender={drag.wrap}
      destroyOnHidden
    >
      <p className={styles.dialogActivity}>
        <span>{words.activity}</span>
        {activity.title}
      </p>
      {refusal ? <Alert type="error" showIcon title={refusal} className={styles.dialogAlert} /> : null}
      {loading ? (
        <div className={styles.dialogLoading}>
          <Spin description={words.loading} />
        </div>
      ) : (
        <Form form={form} {...FORM_DEFAULTS} scrollToFirstError={{ block: 'center' }} onFinish={submit} disabled={busy} initialValues={initialValues}>
          <MemberFields {...options}>
            <ChatField name="wechat" other="qq">
              <Input placeholder={words.wechatOrQq} maxLength={50} />
            </ChatField>
            <ChatField name="qq" other="wechat">
              <Input inputMode="numeric" placeholder={words.wechatOrQq} maxLength={20} />
            </ChatField>
          </MemberFields>
          {member ? null : <CaptchaField ref={captcha} />}
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{words.cancel}</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {words.submit}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  )
}
