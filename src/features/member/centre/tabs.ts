export const CENTRE_TABS = [
  { key: 'profile', label: '个人资料', href: '/member' },
  { key: 'password', label: '修改密码', href: '/member?tab=password' },
  { key: 'log', label: '申请记录', href: '/member?tab=log' },
] as const

export type CentreTab = (typeof CENTRE_TABS)[number]['key']

/** The section of ?tab=; anything else is the profile. */
export function centreTab(value: string | string[] | undefined): (typeof CENTRE_TABS)[number] {
  return CENTRE_TABS.find((tab) => tab.key === value) ?? CENTRE_TABS[0]
}
