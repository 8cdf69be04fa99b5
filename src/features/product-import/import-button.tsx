'use client'

import { Button, useConfig, useListDrawerContext } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

/** 批量导入 above the product list: opens the import screen. */
export function ImportButton() {
  const { isInDrawer } = useListDrawerContext()
  const { config } = useConfig()
  if (isInDrawer) return null
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 'calc(var(--base) / 2)', marginBottom: 'calc(var(--base) / 2)' }}>
      <span style={{ color: 'var(--theme-elevation-500)', fontSize: '13px' }}>用 Excel 或 CSV 一次新建、更新多个产品</span>
      <Button el="link" url={formatAdminURL({ adminRoute: config.routes.admin, path: '/import-products' })} buttonStyle="secondary" size="small" margin={false} id="product-import">
        批量导入
      </Button>
    </div>
  )
}
