/** The member centre's sections; their names are the catalogue's member.centrePage.tabs. */
export const CENTRE_TABS = [
  { key: 'profile', href: '/member' },
  { key: 'password', href: '/member?tab=password' },
  { key: 'log', href: '/member?tab=log' },
] as const

export type CentreTab = (typeof CENTRE_TABS)[number]['key']

/** The section of ?tab=; anything else is the profile. */
export function centreTab(value: string | string[] | undefined): (typeof CENTRE_TABS)[number] {
  return CENTRE_TABS.find((tab) => tab.key === value) ?? CENTRE_TABS[0]
}
