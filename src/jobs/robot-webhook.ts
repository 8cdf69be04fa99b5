import crypto from 'node:crypto'

/** The group robots staff can point new-lead messages at. */
export type RobotKind = 'wecom' | 'dingtalk'

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

/**
 * Posts a Markdown message to a WeCom (企业微信) or DingTalk (钉钉) group robot.
 * Both answer 200 with {errcode, errmsg}; anything but errcode 0 throws, so the
 * job retries and the failure shows in the admin.
 */
export async function postToRobot(robot: RobotSettings, title: string, markdown: string): Promise<string> {
  const url = robot.kind === 'dingtalk' && robot.secret ? dingtalkSignedUrl(robot.url, robot.secret) : robot.url
  const body = robot.kind === 'dingtalk' ? { msgtype: 'markdown', markdown: { title, text: markdown } } : { msgtype: 'markdown', markdown: { content: markdown } }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`群机器人返回 HTTP ${response.status}：${text.slice(0, 200)}`)
  let answer: { errcode?: unknown; errmsg?: unknown }
  try {
    answer = JSON.parse(text) as typeof answer
  } catch {
    throw new Error(`群机器人的回答不是 JSON：${text.slice(0, 200)}`)
  }
  if (answer.errcode !== 0) throw new Error(`群机器人拒绝了消息：${String(answer.errmsg ?? text).slice(0, 200)}（errcode ${String(answer.errcode)}）`)
  return text.slice(0, 200)
}
