import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig, type Config, type Plugin } from 'payload'

/** The largest id either database keeps in its integer id column (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647

const wellFormed = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 && id <= MAX_ID : typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID

/**
 * An id that cannot name a document (`/cms-api/products/abc`, `-1`, past the integer column) is not found,
 * before a query is built: the databases would refuse the value, and Payload would log it as a server error.
 */
const refuseMalformedIds: CollectionBeforeOperationHook = ({ args }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && !wellFormed(id)) throw new NotFound(args.req?.t)
  return args
}

/** Every collection refuses malformed ids first. */
export const documentIdPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection): CollectionConfig => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [refuseMalformedIds, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
  })
