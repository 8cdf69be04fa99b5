/** The addresses of the WeCom (企业微信) and DingTalk (钉钉) group robots new leads are posted to (src/jobs/robot-webhook.ts). */

/** The group robots staff can point new-lead messages at. */
export type RobotKind = 'wecom' | 'dingtalk'

/** The one address each robot is reached at, and the query parameter that is its credential. */
const ROBOT_ENDPOINTS: Record<RobotKind, { name: string; origin: string; path: string; credential: string; example: string }> = {
  wecom: {
    name: '企业微信',
    origin: 'https://qyapi.weixin.qq.com',
    path: '/cgi-bin/webhook/send',
    credential: 'key',
    example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  },
  dingtalk: {
    name: '钉钉',
    origin: 'https://oapi.dingtalk.com',
    path: '/robot/send',
    credential: 'access_token',
    example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  },
}

const CREDENTIAL = /^[A-Za-z0-9_-]{8,128}$/

/**
 * Why a robot address cannot be used, in Chinese, or null when it is the
 * robot's own: exactly its https origin and path with its credential and
 * nothing else, so the site never posts to another host (an address inside
 * the company's network, say).
 */
export function robotUrlProblem(value: string, kind: RobotKind): string | null {
  const expected = ROBOT_ENDPOINTS[kind]
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return `请填写${expected.name}机器人的完整 Webhook 地址，例如 ${expected.example}`
  }
  const other = (Object.keys(ROBOT_ENDPOINTS) as RobotKind[]).find((each) => each !== kind && url.origin === ROBOT_ENDPOINTS[each].origin)
  if (other) return `这是${ROBOT_ENDPOINTS[other].name}机器人的地址，请把类型选为“${ROBOT_ENDPOINTS[other].name}”`
  const params = [...url.searchParams.keys()]
  const credential = url.searchParams.get(expected.credential) ?? ''
  if (url.origin !== expected.origin || url.pathname !== expected.path || url.username || url.password || url.hash) {
    return `只能填写${expected.name}机器人的 Webhook 地址（${expected.example}），不能填写其他网址`
  }
  if (!CREDENTIAL.test(credential) || params.length !== 1) return `地址中的 ${expected.credential} 不完整：请从${expected.name}群机器人设置中复制完整的 Webhook 地址`
  return null
}
