import 'server-only'

import { getTranslations } from 'next-intl/server'

import { MAX_COMPARE } from '@/features/routing/compare-ids'
import type { PickLabels } from './pick-buttons'

/** The words of 加入对比 and 加入询价 in the render's language, for the client buttons. */
export async function pickLabels(): Promise<PickLabels> {
  const t = await getTranslations('compare.picks')
  return { add: t('add'), added: t('added'), inquiry: t('inquiry'), full: t('full', { max: MAX_COMPARE }), basketFull: t('basketFull'), inquiryAdded: t('inquiryAdded') }
}
