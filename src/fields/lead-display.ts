import type { FieldHook, PayloadRequest, TextField } from 'payload'

import { CHINA, countryName } from '@/lib/countries'
import { regionNames } from '@/lib/regions'

/**
 * Read-only fields that show staff what a lead or a member's stored codes
 * mean: the region's names for its codes, the site config's names for the
 * option keys a form sent (应用行业, 售后类型, 培训类型) and the member's
 * name. Virtual (nothing is stored); filled on reads by staff only, so the
 * site's own reads never pay for them.
 */

type KeyedOption = { key?: string | null; value?: string | null }
type ChoiceList = 'study_type' | 'user_server_type' | 'application_type'

const byStaff = (req: PayloadRequest) => req.user?.collection === 'users'

/**
 * Shows a field to admins only: the member relationship, which other staff
 * cannot open (members are admins' to read); they see memberNameField.
 */
export const adminsOnly = (_data: unknown, _sibling: unknown, { user }: { user: PayloadRequest['user'] }) => (user as { role?: string } | null)?.role === 'admin'

/** The site config's option names in Chinese, read once per request. */
async function optionNames(req: PayloadRequest, list: ChoiceList): Promise<Map<string, string>> {
  const context = req.context as { choiceNames?: Promise<Record<ChoiceList, Map<string, string>>> }
  context.choiceNames ??= req.payload.findGlobal({ slug: 'site-config', depth: 0, locale: 'zh', overrideAccess: true, req }).then((config) => {
    const names = (options: unknown) => new Map(((options as KeyedOption[] | null) ?? []).map((option) => [option.key ?? '', option.value ?? '']))
    const record = config as unknown as Record<ChoiceList, unknown>
    return { study_type: names(record.study_type), user_server_type: names(record.user_server_type), application_type: names(record.application_type) }
  })
  return (await context.choiceNames)[list]
}

type Admin = TextField['admin']

const virtualText = (name: string, label: string, afterRead: FieldHook, admin: Admin = {}): TextField => ({
  name,
  type: 'text',
  label,
  virtual: true,
  admin: { ...admin, readOnly: true },
  hooks: { afterRead: [(args) => (byStaff(args.req) ? afterRead(args) : undefined)] },
})

/** 地区: the country, and in China the province, city and district by name ("广东省 潮州市 饶平县"). */
export const regionNameField = (admin?: Admin): TextField =>
  virtualText(
    'regionName',
    '地区',
    ({ siblingData }) => {
      const country = (siblingData?.country as string | undefined) ?? CHINA
      const ids = Array.isArray(siblingData?.address) ? (siblingData.address as unknown[]).map(String) : []
      if (country !== CHINA) return countryName(country)
      return regionNames(ids).join(' ') || (ids.length ? ids.join(' / ') : '')
    },
    admin,
  )

/** The name site config gives the option key a form sent; the stored text itself when no option has that key. */
export const choiceNameField = (name: string, label: string, source: string, list: ChoiceList, admin?: Admin): TextField =>
  virtualText(
    name,
    label,
    async ({ siblingData, req }) => {
      const key = siblingData?.[source] as string | undefined
      if (!key) return ''
      return (await optionNames(req, list)).get(key) || key
    },
    admin,
  )

/** 会员: the member's username and name, read whatever the staff user's access to members. */
export const memberNameField = (admin?: Admin): TextField =>
  virtualText(
    'memberName',
    '会员',
    async ({ siblingData, req }) => {
      const member = siblingData?.member as number | { id: number } | null | undefined
      const id = typeof member === 'object' && member ? member.id : member
      if (!id) return ''
      const found = await req.payload.findByID({ collection: 'members', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { username: true, name: true } })
      return found ? [found.username, found.name ? `（${found.name}）` : ''].join('') : `ID ${id}`
    },
    admin,
  )
