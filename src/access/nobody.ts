import type { Access } from 'payload'

/** Writes that only the public contract (local API with overrideAccess) may make. */
export const nobody: Access = () => false
