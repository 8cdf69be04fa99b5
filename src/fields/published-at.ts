import type { DateField } from 'payload'

export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  label: '发布日期',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ value, siblingData }) => {
        if (value) return value
        if (siblingData?._status === 'published') return new Date().toISOString()
        return value
      },
    ],
  },
}
