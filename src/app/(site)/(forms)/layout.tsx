import { AntdRegistry } from '@ant-design/nextjs-registry'
import type React from 'react'

import { AntdProvider } from '@/features/forms/antd-provider'

/**
 * The screens with antd forms (member centre, reset, sign-up, applications).
 * The registry renders antd's styles into the server HTML, so forms never
 * paint unstyled; it sits here, not in the site layout, so public pages do not
 * pay for antd (docs/performance.md).
 */
export default function FormsLayout({ children }: { children: React.ReactNode }) {
  return (
    <AntdRegistry>
      <AntdProvider>{children}</AntdProvider>
    </AntdRegistry>
  )
}
