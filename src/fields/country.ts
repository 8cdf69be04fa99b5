import type { SelectField } from 'payload'

import { CHINA, countryChoices } from '@/lib/countries'

/** The country or region of a member or an applicant (ISO 3166-1 code), named in Chinese for staff. */
export const countryField = (): SelectField => ({
  name: 'country',
  type: 'select',
  label: '国家/地区',
  defaultValue: CHINA,
  options: countryChoices('zh'),
  admin: { description: '省、市、区只在中国填写' },
})
