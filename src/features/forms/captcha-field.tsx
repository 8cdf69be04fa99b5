'use client'

import { Form, Input } from 'antd'
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useState } from 'react'

import { api } from '@/lib/api-client'

import { useFormText } from './form-text'
import { zodRule } from './zod-rule'

export type CaptchaHandle = { refresh: () => void }

/**
 * The graphic captcha: an input and the image from GET /api/index/captcha;
 * clicking the image loads a new one. The hash goes in a hidden field.
 */
export const CaptchaField = forwardRef<CaptchaHandle>(function CaptchaField(_props, ref) {
  const form = Form.useFormInstance()
  const { text, rules } = useFormText()
  const words = text.captcha
  const inputId = useId()
  const [image, setImage] = useState('')
  const [state, setState] = useState<'loading' | 'done' | 'error'>('loading')
  const refresh = useCallback(async () => {
    setState('loading')
    try {
      const { data } = await api<{ hash: string; base64: string }>('/api/index/captcha')
      form.setFieldsValue({ hash: data.hash, captcha: '' })
      setImage(data.base64)
      setState('done')
    } catch {
      setState('error')
    }
  }, [form])
  useImperativeHandle(ref, () => ({ refresh }), [refresh])
  useEffect(() => {
    void refresh()
  }, [refresh])
  return (
    <>
      <Form.Item name="hash" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={words.label} required htmlFor={inputId}>
        <div className="captcha-row">
          <Form.Item name="captcha" noStyle validateTrigger="onBlur" rules={[zodRule(rules.captcha)]}>
            <Input id={inputId} placeholder={words.placeholder} autoComplete="off" maxLength={8} />
          </Form.Item>
          {/* Named for what it does while it shows the image; while it shows words, by those words (WCAG 2.5.3). */}
          <button
            type="button"
            className="captcha-image"
            onClick={() => void refresh()}
            aria-label={state === 'done' && image ? words.refresh : undefined}
            aria-busy={state === 'loading'}
          >
            {state === 'done' && image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the captcha call
              <img src={image} alt={words.image} width={120} height={40} />
            ) : (
              <span>{state === 'error' ? words.failed : words.loading}</span>
            )}
          </button>
        </div>
      </Form.Item>
    </>
  )
})
