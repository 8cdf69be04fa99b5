import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { ImportPanel } from './import-panel'

/**
 * /admin/import-products: the product import screen in the admin's frame.
 * Payload leaves access to custom views to the view: visitors go to the
 * login, anyone but staff is told it is not theirs.
 */
export function ImportProductsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(formatAdminURL({ adminRoute, path: `/login?redirect=${encodeURIComponent(formatAdminURL({ adminRoute, path: '/import-products' }))}` }))
  const allowed = req.user.collection === 'users' && Boolean(permissions?.collections?.products?.create)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        {allowed ? (
          <ImportPanel adminRoute={adminRoute} apiRoute={req.payload.config.routes.api} />
        ) : (
          <p style={{ marginTop: 'var(--base)' }}>没有导入产品的权限，请联系管理员。</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
