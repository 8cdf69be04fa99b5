'use client'

import { message } from 'antd'
import { useRef, useState } from 'react'

import type { CaptchaHandle } from '@/features/forms/captcha-field'
import { toastFailure } from '@/features/forms/form-helpers'
import { api } from '@/lib/api-client'

type Options = { call: string; signedIn: boolean; success: string; failure: string }

/** The region cascader's path as the contract's one comma-separated address. */
export const addressOf = (address: unknown) => (Array.isArray(address) ? address.join(',') : address)

/**
 * Sending a lead (an application or an inquiry): one request at a time, the
 * contract's message or `success` on success, a fresh captcha after every
 * attempt a visitor makes (each captcha answers once) and after a failure.
 */
export function useLeadSubmit({ call, signedIn, success, failure }: Options) {
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const send = async (body: Record<string, unknown>, afterSent: () => void) => {
    if (busy) return
    setBusy(true)
    setSent(false)
    try {
      const { msg } = await api(call, { method: 'POST', body })
      message.success(msg || success)
      afterSent()
      setSent(true)
      if (!signedIn) captcha.current?.refresh()
    } catch (body) {
      toastFailure(body, failure)
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }
  return { captcha, busy, sent, send }
}
