import type { TextField } from 'payload'

/** A list of region ids (province, city, district) from the region tree. */
export const regionAddressField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'address',
    type: 'text',
    label: '地区',
    hasMany: true,
    admin: { description: '省、市、区的行政区划代码，依次排列' },
    ...overrides,
  }) as TextField
