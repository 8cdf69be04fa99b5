import 'server-only'

import { logger } from '@/lib/logger.mjs'

import { payloadClient } from './payload-client.server'

export type StaffSignIn = { ok: boolean; email: string; userId?: number | string | null; clientAddress: string; reason?: string }

/** A staff sign-in, successful or not, in the audit trail (changes are recorded by the collections' audit hooks). Never throws. */
export async function recordStaffSignIn(entry: StaffSignIn): Promise<void> {
  try {
    const payload = await payloadClient()
    const email = entry.email.slice(0, 200) || '（未填写）'
    await payload.create({
      collection: 'audit-logs',
      data: {
        summary: entry.ok ? `员工 ${email} 登录成功` : `员工 ${email} 登录失败${entry.reason ? `（${entry.reason}）` : ''}`,
        action: entry.ok ? 'login' : 'login-failed',
        user: typeof entry.userId === 'number' ? entry.userId : entry.userId ? Number(entry.userId) : null,
        email,
        clientAddress: entry.clientAddress,
      },
      overrideAccess: true,
    })
  } catch (error) {
    logger.error({ err: error }, 'audit: a staff sign-in could not be recorded')
  }
}
