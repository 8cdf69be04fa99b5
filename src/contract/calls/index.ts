import type { CallDefinition } from '../define-call'
import { active } from './activities'
import { news, newsDetailCall } from './news'
import { area, banner, companyInfoCall, config, honor, nav } from './site'

/** Every call of the public contract; the dispatcher and the OpenAPI document read this list. */
export const calls: CallDefinition[] = [nav, banner, config, companyInfoCall, honor, area, news, newsDetailCall, active] as CallDefinition[]
