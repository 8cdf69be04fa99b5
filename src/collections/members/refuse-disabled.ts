import { APIError, type CollectionBeforeLoginHook } from 'payload'

import zhContract from '@/messages/zh/contract.json'

export const MEMBER_DISABLED = zhContract.member.disabled

/** Marks the refusal so callers can tell it from other faults, whichever copy of Payload's error classes they hold. */
export const MEMBER_DISABLED_REASON = 'member-disabled'

/**
 * A disabled member never receives a token: Payload runs this after the
 * password was checked and before it signs one, so the state is told only to
 * whoever knows the password.
 */
export const refuseDisabledMember: CollectionBeforeLoginHook = ({ user }) => {
  if ((user as { status?: string }).status === 'disabled') throw new APIError(MEMBER_DISABLED, 403, { reason: MEMBER_DISABLED_REASON }, true)
  return user
}
