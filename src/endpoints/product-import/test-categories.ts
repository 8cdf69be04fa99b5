import type { CategoryInfo } from './plan'

const range = (key: string, name: string, unit: string) => ({ key, name, unit, kind: 'range' as const, options: [] })
const choice = (key: string, name: string, options: string[]) => ({ key, name, unit: '', kind: 'options' as const, options })

/** The import tests' categories: a supply category and a load category, with range and option facets. */
export const supplies: CategoryInfo = {
  id: 1,
  name: '可编程直流电源',
  path: '可编程直流电源',
  facets: [range('voltage', '输出电压', 'V'), choice('channels', '通道数', ['单路', '双路']), choice('interface', '通信接口', ['USB/LAN', 'GPIB/LAN'])],
}

export const loads: CategoryInfo = { id: 2, name: '直流电子负载', path: '直流电子负载', facets: [range('voltage', '输入电压', 'V'), range('power', '额定功率', 'W')] }
