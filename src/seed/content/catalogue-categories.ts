/**
 * The seven top-level product categories and their list-page facets. Range
 * bounds are chosen between the common ratings (30 V, 60 V, 150 V, 600 V …) so
 * a model never sits on the exclusive upper bound of the bucket users expect.
 */
import type { SeedCategory, SeedFacet, SeedFacetRange } from './types'

function range(key: string, name: string, unit: string, ranges: SeedFacetRange[]): SeedFacet {
  return { key, name, unit, kind: 'range', ranges }
}

function options(key: string, name: string, values: string[]): SeedFacet {
  return { key, name, kind: 'options', options: values.map((value) => ({ value })) }
}

const supplyVoltage = range('voltage', '输出电压', 'V', [
  { label: '0–40 V', min: 0, max: 40 },
  { label: '40–100 V', min: 40, max: 100 },
  { label: '100–400 V', min: 100, max: 400 },
  { label: '400 V 以上', min: 400 },
])

const loadVoltage = range('voltage', '输入电压', 'V', [
  { label: '0–100 V', min: 0, max: 100 },
  { label: '100–200 V', min: 100, max: 200 },
  { label: '200–800 V', min: 200, max: 800 },
  { label: '800 V 以上', min: 800 },
])

const commonInterfaces = ['USB/LAN', 'RS-232/RS-485', 'GPIB/LAN']

/** Rated power in watts of the programmable and switching supplies. */
const ratedPower = range('power', '额定功率', 'W', [
  { label: '1 kW 以下', max: 1000 },
  { label: '1–3 kW', min: 1000, max: 3000 },
  { label: '3 kW 以上', min: 3000 },
])

/**
 * Height of a 19-inch rack-mount model in rack units (the selection
 * assistant's rack need); benchtop models in the same category have none.
 */
const rackHeight = range('rack', '机架高度', 'U', [
  { label: '1U', min: 1, max: 2 },
  { label: '2U', min: 2, max: 3 },
  { label: '3U', min: 3, max: 4 },
  { label: '4U 以上', min: 4 },
])

/** Whether a supply also sinks current and feeds it back to the grid (source and load in one). */
const bidirectional = options('bidirectional', '双向（源载一体）', ['支持', '不支持'])

export const categories: SeedCategory[] = [
  {
    key: 'programmable-dc',
    name: '可编程直流电源',
    description: '覆盖 0–1000 V、数十瓦至 6 kW 的可编程直流电源，兼顾高分辨率设定与高速回读，适合研发验证与自动化测试系统集成。',
    weight: 700,
    renderKind: 'programmable-dc',
    facets: [
      supplyVoltage,
      range('current', '输出电流', 'A', [
        { label: '5 A 以下', max: 5 },
        { label: '5–30 A', min: 5, max: 30 },
        { label: '30–100 A', min: 30, max: 100 },
        { label: '100 A 以上', min: 100 },
      ]),
      options('channels', '通道数', ['单路', '双路', '三路']),
      options('interface', '通信接口', commonInterfaces),
      ratedPower,
      rackHeight,
    ],
  },
  {
    key: 'switching-dc',
    name: '开关直流电源',
    description: '高效率、高功率密度的开关直流电源，提供台式与 1U/2U 机架式机型，适用于产线老化、烧录供电与系统集成。',
    weight: 600,
    renderKind: 'switching-dc',
    facets: [
      supplyVoltage,
      range('current', '输出电流', 'A', [
        { label: '10 A 以下', max: 10 },
        { label: '10–30 A', min: 10, max: 30 },
        { label: '30 A 以上', min: 30 },
      ]),
      ratedPower,
      options('interface', '通信接口', commonInterfaces),
      options('channels', '通道数', ['单路']),
      rackHeight,
    ],
  },
  {
    key: 'linear',
    name: '线性直流电源',
    description: '采用线性稳压架构的低纹波直流电源，输出干净、响应迅速，是实验室、教学与精密电路调试的常备仪器。',
    weight: 500,
    renderKind: 'linear',
    facets: [
      range('voltage', '输出电压', 'V', [
        { label: '0–40 V', min: 0, max: 40 },
        { label: '40–100 V', min: 40, max: 100 },
        { label: '100 V 以上', min: 100 },
      ]),
      range('current', '输出电流', 'A', [
        { label: '0–2 A', min: 0, max: 2 },
        { label: '2–5 A', min: 2, max: 5 },
        { label: '5 A 以上', min: 5 },
      ]),
      options('channels', '通道数', ['单路', '双路', '三路']),
      options('interface', '通信接口', ['USB/RS-232', 'USB/LAN', 'GPIB/LAN']),
      range('power', '额定功率', 'W', [
        { label: '200 W 以下', max: 200 },
        { label: '200 W 以上', min: 200 },
      ]),
    ],
  },
  {
    key: 'electronic-load',
    name: '直流电子负载',
    description: '支持 CC、CV、CR、CP 等多种带载模式的可编程直流电子负载，单机功率 150 W 至 6 kW，用于电源、充电器与电池的性能测试。',
    weight: 400,
    renderKind: 'electronic-load',
    selectRole: 'load',
    facets: [
      loadVoltage,
      range('current', '输入电流', 'A', [
        { label: '50 A 以下', max: 50 },
        { label: '50–200 A', min: 50, max: 200 },
        { label: '200 A 以上', min: 200 },
      ]),
      range('power', '额定功率', 'W', [
        { label: '1 kW 以下', max: 1000 },
        { label: '1–5 kW', min: 1000, max: 5000 },
        { label: '5 kW 以上', min: 5000 },
      ]),
      options('interface', '通信接口', commonInterfaces),
      options('channels', '通道数', ['单路']),
      rackHeight,
    ],
  },
  {
    key: 'module-load',
    name: '模块化电子负载',
    description: '主机加插拔式负载模块的组合架构，一台主机即可完成多路输出电源、适配器与 BMS 的多通道同步测试。',
    weight: 300,
    renderKind: 'module-load',
    selectRole: 'load',
    facets: [
      loadVoltage,
      range('current', '输入电流', 'A', [
        { label: '20 A 以下', max: 20 },
        { label: '20–50 A', min: 20, max: 50 },
        { label: '50 A 以上', min: 50 },
      ]),
      range('power', '模块功率', 'W', [
        { label: '250 W 以下', max: 250 },
        { label: '250–450 W', min: 250, max: 450 },
        { label: '450 W 以上', min: 450 },
      ]),
      options('channels', '通道数', ['单路', '双路', '四路']),
      options('interface', '通信接口', ['USB/LAN', 'GPIB/LAN']),
    ],
  },
  {
    key: 'high-power',
    name: '大功率与双向电源',
    description: '单机 5 kW 至 30 kW、机柜级可达数百千瓦的大功率直流电源与能量回馈型双向电源，面向新能源汽车、储能与光伏测试。',
    weight: 200,
    renderKind: 'high-power',
    facets: [
      range('voltage', '输出电压', 'V', [
        { label: '0–200 V', min: 0, max: 200 },
        { label: '200–600 V', min: 200, max: 600 },
        { label: '600–1200 V', min: 600, max: 1200 },
        { label: '1200 V 以上', min: 1200 },
      ]),
      range('current', '输出电流', 'A', [
        { label: '50 A 以下', max: 50 },
        { label: '50–150 A', min: 50, max: 150 },
        { label: '150 A 以上', min: 150 },
      ]),
      range('power', '额定功率', 'kW', [
        { label: '10 kW 以下', max: 10 },
        { label: '10–20 kW', min: 10, max: 20 },
        { label: '20–50 kW', min: 20, max: 50 },
        { label: '50 kW 以上', min: 50 },
      ]),
      options('interface', '通信接口', ['USB/LAN', 'RS-232/RS-485', 'CAN/LAN']),
      options('channels', '通道数', ['单路']),
      bidirectional,
      rackHeight,
    ],
  },
  {
    key: 'instrument',
    name: '测试测量仪器',
    description: '功率分析仪、数字万用表、电池测试仪与示波记录仪等配套测量仪器，与精源电源、负载组成完整的测试方案。',
    weight: 100,
    renderKind: 'instrument',
    selectRole: 'none',
    facets: [
      options('type', '仪器类型', ['功率分析仪', '数字万用表', '电池测试仪', '示波记录仪']),
      range('accuracy', '基本精度', '%', [
        { label: '优于 0.01%', max: 0.01 },
        { label: '0.01%–0.05%', min: 0.01, max: 0.05 },
        { label: '0.05%–0.2%', min: 0.05, max: 0.2 },
        { label: '0.2% 及以上', min: 0.2 },
      ]),
      options('interface', '通信接口', ['USB/LAN', 'GPIB/LAN', 'RS-232/RS-485']),
    ],
  },
]
