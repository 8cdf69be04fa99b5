import { expect, type APIRequestContext } from '@playwright/test'

import { CAPTCHA } from './member-session'

/** A training application sent by a visitor through the public contract, as the site's form sends it; answers its id. */
export async function applyForTraining(request: APIRequestContext, name: string): Promise<number> {
  const { data } = (await (await request.get('/api/index/captcha')).json()) as { data: { hash: string } }
  const response = await request.post('/api/index/apply_training', {
    data: {
      name,
      company: '无锡看板测试仪器有限公司',
      mobile: `137${String(Date.now()).slice(-8)}`,
      email: `lead-${Date.now()}@example.com`,
      address: '320000,320200,320214',
      apply: '新能源汽车',
      studyType: '产品培训',
      detail: '想了解电子负载的电池放电测试。',
      captcha: CAPTCHA,
      hash: data.hash,
    },
  })
  const body = (await response.json()) as { code: number; msg: string; data: { id: number } }
  expect(body.code, body.msg).toBe(1)
  return body.data.id
}
