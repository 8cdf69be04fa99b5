import 'server-only'

import { CONTENT_LOCALES } from '@/lib/content-locales'

import type { ApplicantInput } from './applicant'
import { siteConfig } from './site.server'

/** The site config's option lists a lead's choices come from (表单选项). */
export type ChoiceList = 'study_type' | 'user_server_type' | 'application_type'

/**
 * A choice as leads store it: the option's key. Forms send keys; a client that
 * sends an option's name in either language (the spec's own client, an old
 * page) gets it turned into its key; anything else is kept as sent, so staff
 * still read what the visitor chose.
 */
export async function choiceKey(list: ChoiceList, value: string | undefined): Promise<string | undefined> {
  if (!value) return value
  const configs = await Promise.all(CONTENT_LOCALES.map((locale) => siteConfig(locale)))
  if (configs.some((config) => value in config[list])) return value
  for (const config of configs) {
    const key = Object.entries(config[list]).find(([, label]) => label === value)?.[0]
    if (key) return key
  }
  return value
}

/** The applicant with its industry as the option's key. */
export async function withChoiceKeys<T extends Pick<ApplicantInput, 'apply'>>(applicant: T): Promise<T> {
  return { ...applicant, apply: (await choiceKey('application_type', applicant.apply)) ?? '' }
}
