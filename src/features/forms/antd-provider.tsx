'use client'

import { App, ConfigProvider, message } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import type React from 'react'

import { setFallbackTexts } from '@/lib/api-client'

import { FormTextProvider, type FormTextProps } from './form-text'

/** antd themed from the design brief's tokens. */
export const THEME = {
  token: {
    colorPrimary: '#0b4ea2',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorText: '#111827',
    colorTextSecondary: '#4b5563',
    // antd's defaults for these fail WCAG AA contrast on white.
    colorLink: '#0b4ea2',
    colorTextDescription: '#4b5563',
    colorTextPlaceholder: '#6b7280',
    colorBorderSecondary: '#e5e7eb',
    // 40 px fields and buttons: a finger's target on phones (the layout audit checks it), and the site's field height on desktop too.
    controlHeight: 40,
    controlHeightLG: 48,
    controlHeightSM: 32,
    borderRadius: 4,
    borderRadiusLG: 8,
    fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  },
}

/** Toasts of spec section 9: 3 s, 16 px from the top (the 20 px stacking gap is in forms.css). */
message.config({ top: 16, duration: 3 })
// The forms raise toasts through antd's static API, whose holder is a React root of its own: a toast
// outlives the form that raised it (the password change moves on to the home page). That root sees
// none of the page's providers, so it gets the site's theme here.
ConfigProvider.config({ holderRender: (holder) => <ConfigProvider theme={THEME}>{holder}</ConfigProvider> })

/** antd in the page's language (its own texts: pagination, empty tables, dialogs), with the site's form texts and rules of that language. */
export function AntdProvider({ lang, text, validation, children }: FormTextProps & { children: React.ReactNode }) {
  // The contract's fallback messages follow the page's language; setting the same texts again is harmless.
  setFallbackTexts(text.errors)
  return (
    // No space inserted between two Chinese characters of a button (登录, not 登 录).
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={THEME} button={{ autoInsertSpace: false }}>
      <App>
        <FormTextProvider lang={lang} text={text} validation={validation}>
          {children}
        </FormTextProvider>
      </App>
    </ConfigProvider>
  )
}
