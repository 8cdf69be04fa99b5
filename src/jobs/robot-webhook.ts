import crypto from 'node:crypto'

import { countNotification } from '@/lib/metrics.mjs'
import { robotUrlProblem, type RobotKind } from '@/lib/robot-url'

export type { RobotKind }

export type RobotSettings = { url: string; kind: RobotKind; secret?: string | null }

/** DingTalk's signed robots take the time and an HMAC of it in the URL. */
function dingtalkSignedUrl(url: string, secret: string): string {
  const timestamp = Date.now()
  const sign = crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64')
  const target = new URL(url)
  target.searchParams.set('timestamp', String(timestamp))
  target.searchParams.set('sign', sign)
  return target.toString()
}

/** What the robots' most common refusals mean, for the job's error in the admin. */
const KNOWN_ERRORS: Record<number, string> = {
  93000: 'Webhook 地址无效或机器人已被移除',
  45009: '发送太频繁，已超过机器人的频率限制',
  300001: '机器人 access_token 无效',
  310000: '消息未通过机器人的安全设置（关键词、加签或 IP 白名单）',
}

/**
 * Posts a Markdown message to a WeCom (企业微信) or DingTalk (钉钉) group robot,
 * at its own address only (checked again here, whatever was saved) and
 * without following a redirect. Both answer 200 with {errcode, errmsg};
 * anything else throws, so the job retries and the failure shows in the
 * admin. The remote answer's text never reaches an error or the job's
 * output: only its HTTP status and errcode do.
 */
export async function postToRobot(robot: RobotSettings, title: string, markdown: string): Promise<string> {
  try {
    const answer = await sendToRobot(robot, title, markdown)
    countNotification('robot', true)
    return answer
  } catch (error) {
    countNotification('robot', false)
    throw error
  }
}

async function sendToRobot(robot: RobotSettings, title: string, markdown: string): Promise<string> {
  const problem = robotUrlProblem(robot.url, robot.kind)
  if (problem) throw new Error(`群机器人地址不可用：${problem}`)
  const url = robot.kind === 'dingtalk' && robot.secret ? dingtalkSignedUrl(robot.url.trim(), robot.secret) : robot.url.trim()
  const body = robot.kind === 'dingtalk' ? { msgtype: 'markdown', markdown: { title, text: markdown } } : { msgtype: 'markdown', markdown: { content: markdown } }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  if (response.status >= 300 && response.status < 400) throw new Error(`群机器人的地址要求跳转（HTTP ${response.status}），为安全起见没有跟随`)
  if (!response.ok) throw new Error(`群机器人返回 HTTP ${response.status}`)
  let answer: { errcode?: unknown }
  try {
    answer = (await response.json()) as typeof answer
  } catch {
    throw new Error('群机器人的回答无法识别（不是 JSON）')
  }
  if (answer.errcode !== 0) {
    const code = Number.isSafeInteger(answer.errcode) ? (answer.errcode as number) : null
    throw new Error(`群机器人拒绝了消息（errcode ${code ?? '未知'}${code !== null && KNOWN_ERRORS[code] ? `：${KNOWN_ERRORS[code]}` : ''}）`)
  }
  return 'errcode 0'
}
