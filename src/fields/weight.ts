import type { NumberField } from 'payload'

/** Editable ordering: lists show the highest weight first. */
export const weightField: NumberField = {
  name: 'weight',
  type: 'number',
  label: '排序权重',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: '数值越大越靠前' },
}
