import type { PayloadRequest, WorkflowConfig } from 'payload'

import { mailBrand } from '@/globals/mail-brand'
import { brandedMail } from '@/lib/branded-mail'
import { mailSender, sendMail } from '@/lib/mailer'
import { siteUrl } from '@/lib/site-url.mjs'

import { LEAD_COLLECTION, LEAD_KINDS, leadMessage, leadMessageHtml, leadMessageMarkdown, leadMessageText, type LeadKind, type LeadRecord } from './lead-message'
import { postToRobot, type RobotKind } from './robot-webhook'

type KeyedOption = { key?: string | null; value?: string | null }

type NotificationSettings = {
  application_type?: KeyedOption[] | null
  study_type?: KeyedOption[] | null
  user_server_type?: KeyedOption[] | null
  lead_emails?: Partial<Record<LeadKind, string | null>> | null
  lead_robot?: { url?: string | null; kind?: RobotKind | null; secret?: string | null } | null
}

/** Addresses as staff type them: separated by commas (either width), semicolons, spaces or lines. */
export function addressList(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,，;；]+/)
        .map((item) => item.trim())
        .filter((item) => item.includes('@')),
    ),
  ]
}

// Each delivery is retried on its own: a robot that is down never sends the e-mail twice.
const retries = { attempts: 6, backoff: { type: 'exponential' as const, delay: 30_000 } }

async function findLead(req: PayloadRequest, kind: LeadKind, id: string): Promise<LeadRecord | null> {
  const found = await req.payload.find({ collection: LEAD_COLLECTION[kind], where: { id: { equals: id } }, depth: 1, limit: 1, overrideAccess: true, req })
  return (found.docs[0] as unknown as LeadRecord | undefined) ?? null
}

/**
 * Tells staff about a new lead: an e-mail to the addresses site config lists
 * for its kind, and the same message to a WeCom/DingTalk group robot when one
 * is set. Queued by the lead collections' afterChange hooks, run by the app's
 * job runner, so the visitor's request never waits on a mail server.
 */
export const notifyNewLead: WorkflowConfig<{ kind: LeadKind; id: string }> = {
  slug: 'notifyNewLead',
  label: '新线索通知',
  inputSchema: [
    { name: 'kind', type: 'select', options: [...LEAD_KINDS], required: true },
    { name: 'id', type: 'text', required: true },
  ],
  handler: async ({ job, inlineTask, req }) => {
    const { kind, id } = job.input
    const lead = await findLead(req, kind, id)
    if (!lead) return
    const settings = (await req.payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true, req })) as NotificationSettings
    // Forms send option keys; staff read the names site config gives them.
    const named = (options: KeyedOption[] | null | undefined, key: string | null | undefined) => options?.find((option) => option.key === key)?.value ?? key
    const readable = {
      ...lead,
      apply: named(settings.application_type, lead.apply),
      studyType: named(settings.study_type, lead.studyType),
      afterType: named(settings.user_server_type, lead.afterType),
    }
    const message = leadMessage(kind, readable, `${siteUrl()}${req.payload.config.routes.admin}`)
    const to = addressList(settings.lead_emails?.[kind])
    if (to.length) {
      await inlineTask('email', {
        retries,
        task: async () => {
          // Staff read Chinese: the notice comes in the Chinese layout, from the brand's Chinese name.
          const brand = await mailBrand(req.payload, 'zh', req)
          const mail = await brandedMail(brand, { subject: message.subject, html: leadMessageHtml(message), text: leadMessageText(message) })
          await sendMail({ to, from: mailSender(brand.name), subject: message.subject, ...mail })
          return { output: { to: to.join(', ') } }
        },
      })
    }
    const robot = settings.lead_robot
    if (robot?.url) {
      await inlineTask('robot', {
        retries,
        task: async () => ({
          output: { answer: await postToRobot({ url: robot.url!, kind: robot.kind ?? 'wecom', secret: robot.secret }, message.title, leadMessageMarkdown(message)) },
        }),
      })
    }
  },
}
