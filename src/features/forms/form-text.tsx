'use client'

import type React from 'react'
import { createContext, Fragment, useContext, useMemo } from 'react'

import type { SiteLanguage } from '@/i18n/routing'
import type { Messages } from '@/messages/catalogue'
import { createRules, type ValidationMessages } from '@/validation/rules'

/** The shared texts of the site's forms: the `forms` namespace of the catalogue. */
export type FormsText = Messages['forms']

export type FormText = {
  lang: SiteLanguage
  text: FormsText
  /** The `validation` namespace: spec section 5's messages in the page's language. */
  validation: ValidationMessages
  /** The field rules with those messages. */
  rules: ReturnType<typeof createRules>
}

const FormTextContext = createContext<FormText | null>(null)

export type FormTextProps = { lang: SiteLanguage; text: FormsText; validation: ValidationMessages }

/** Gives the forms below the texts and rules of the page's language (AntdProvider renders it). */
export function FormTextProvider({ lang, text, validation, children }: FormTextProps & { children: React.ReactNode }) {
  const value = useMemo(() => ({ lang, text, validation, rules: createRules(validation) }), [lang, text, validation])
  return <FormTextContext.Provider value={value}>{children}</FormTextContext.Provider>
}

/** The form texts and rules of the page's language. */
export function useFormText(): FormText {
  const value = useContext(FormTextContext)
  if (!value) throw new Error('useFormText needs a FormTextProvider (AntdProvider) above it')
  return value
}

/** A message with one `{link}` (or another named) slot, with a node in that slot: 已是会员？<button>登录</button>后自动填写. */
export function withSlot(template: string, node: React.ReactNode, name = 'link'): React.ReactNode {
  const [before, ...rest] = template.split(`{${name}}`)
  if (!rest.length) return template
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {node}
          {after}
        </Fragment>
      ))}
    </>
  )
}

/** A message with a button in its `{link}` slot: 已是会员？<button>登录</button>后自动填写. */
export function withButton(template: string, label: string, onClick: (event: React.MouseEvent) => void, className?: string): React.ReactNode {
  return withSlot(
    template,
    <button type="button" className={className} onClick={onClick}>
      {label}
    </button>,
  )
}
