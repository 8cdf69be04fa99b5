import type { CollectionConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** `config` with `added` hooks, each run after the collection's own of its kind. */
export function appendHooks(config: CollectionConfig, added: Pick<Hooks, 'beforeChange' | 'afterChange' | 'beforeDelete' | 'afterDelete'>): CollectionConfig {
  const hooks: Hooks = { ...config.hooks }
  if (added.beforeChange) hooks.beforeChange = [...(hooks.beforeChange ?? []), ...added.beforeChange]
  if (added.afterChange) hooks.afterChange = [...(hooks.afterChange ?? []), ...added.afterChange]
  if (added.beforeDelete) hooks.beforeDelete = [...(hooks.beforeDelete ?? []), ...added.beforeDelete]
  if (added.afterDelete) hooks.afterDelete = [...(hooks.afterDelete ?? []), ...added.afterDelete]
  return { ...config, hooks }
}
