import { AntdRegistry } from '@ant-design/nextjs-registry'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import React, { Suspense } from 'react'

import { AntdProvider } from '@/features/forms/antd-provider'
import { currentMember } from '@/features/member/current-member.server'
import { MemberProvider } from '@/features/member/member-context'
import { isSiteLanguage } from '@/i18n/routing'
import { loadMessages } from '@/messages/catalogue'

/**
 * The screens with antd forms (member centre, reset, sign-up, applications,
 * inquiry), rendered per request inside the site's document: they resolve
 * the member from the token cookie on the server and prefill the forms with
 * it, and give the forms their texts and validation messages in the page's
 * language. `/member` is `[view]=zh`, `/en/member` `[view]=en` (no query in the
 * segment: the forms read their own). The registry renders antd's styles into
 * the server HTML, so forms never paint unstyled; it sits here, not in the
 * cached screens, so public pages do not pay for antd (docs/performance.md).
 *
 * The site's header leaves before the member is read: the screen streams in
 * after it (a visitor with no session is sent to log in by src/proxy.ts).
 */
export const dynamic = 'force-dynamic'

export default async function FormsLayout({ children, params }: { children: React.ReactNode; params: Promise<{ view: string }> }) {
  const { view } = await params
  if (!isSiteLanguage(view)) notFound()
  setRequestLocale(view)
  const messages = await loadMessages(view)
  return (
    <AntdRegistry>
      {/* The forms' shared texts and spec section 5's messages, in the page's language only. */}
      <AntdProvider lang={view} text={messages.forms} validation={messages.validation}>
        <Suspense fallback={<div className="container page" style={{ minHeight: '60vh' }} aria-busy="true" />}>
          <WithMember>{children}</WithMember>
        </Suspense>
      </AntdProvider>
    </AntdRegistry>
  )
}

async function WithMember({ children }: { children: React.ReactNode }) {
  return <MemberProvider initial={await currentMember()}>{children}</MemberProvider>
}
