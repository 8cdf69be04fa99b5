import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { PaginationLabels } from './pagination'

/** The pagination words in the render's language. */
export async function paginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('common')
  return { pagination: t('pagination'), previousPage: t('previousPage'), nextPage: t('nextPage') }
}
