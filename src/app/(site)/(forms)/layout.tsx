import { AntdRegistry } from '@ant-design/nextjs-registry'
import type React from 'react'

import { AntdProvider } from '@/features/forms/antd-provider'
import { currentMember } from '@/features/member/current-member.server'
import { MemberProvider } from '@/features/member/member-context'

/**
 * The screens with antd forms (member centre, reset, sign-up, applications),
 * rendered per request: they resolve the member from the token cookie on the
 * server and prefill the forms with it. The registry renders antd's styles
 * into the server HTML, so forms never paint unstyled; it sits here, not in
 * the site layout, so public pages do not pay for antd (docs/performance.md).
 */
export const dynamic = 'force-dynamic'

export default async function FormsLayout({ children }: { children: React.ReactNode }) {
  const member = await currentMember()
  return (
    <AntdRegistry>
      <AntdProvider>
        <MemberProvider initial={member}>{children}</MemberProvider>
      </AntdProvider>
    </AntdRegistry>
  )
}
