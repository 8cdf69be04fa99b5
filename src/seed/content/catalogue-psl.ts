/** PSL linear DC power supplies: PSL-1000 single-output and PSL-3000 multi-output series. */
import { type BaseProduct, buildSources, group, power, span } from './catalogue-kit'

const linearShared = {
  categoryKey: 'linear',
  renderKind: 'linear' as const,
  voltageAccuracy: [0.03, 0.03] as [number, number],
  currentAccuracy: [0.1, 0.1] as [number, number],
  loadRegulation: () => '≤ 0.01% + 2 mV',
  extra: () => group('动态特性', [['瞬态响应时间', '≤ 50 μs（负载 50% 阶跃，恢复至 15 mV 以内）']]),
}

const psl1000 = buildSources({
  ...linearShared,
  series: 'PSL-1000 系列',
  name: '单路线性直流电源',
  summary: (m) =>
    `${m.model} 单路输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，线性稳压架构带来极低的纹波与噪声，适合精密模拟电路和射频电路供电。`,
  intro: (m) =>
    `${m.model} 是一台 ${m.volts} V / ${m.amps} A、${power(m.watts)} 的单路线性直流电源。功率级采用工频变压器加线性调整管结构，没有开关电源的高频噪声，输出纹波低于 1 mVrms；大尺寸双数显同时显示电压和电流，旋钮手感细腻，调节到毫伏级也轻松准确。`,
  paragraphs: [
    '射频功放、低噪声放大器和音频电路对电源噪声十分敏感。PSL-1000 的线性输出几乎不引入额外杂散，是射频与音频实验室的首选供电设备。',
    '在传感器标定与精密测量场合，PSL-1000 可作为稳定的激励源，长时间运行的输出漂移小，测量结果重复性好。',
    '系列标配 USB 和 RS-232 接口（部分型号为 LAN 或 GPIB），通过 SCPI 指令即可接入测试系统，兼顾手动操作与自动化需求。',
  ],
  highlights: ['线性稳压架构，纹波低于 1 mVrms', '瞬态响应时间不超过 50 μs', '大尺寸双数显，电压电流一目了然', '过压、过流、过温保护，前后面板双输出端子'],
  ripple: (m) => `≤ ${m.volts <= 60 ? 3 : 5} mVp-p / ≤ ${m.amps >= 5 ? 3 : 1} mArms`,
  models: [
    { model: 'PSL-1305', volts: 30, amps: 5, watts: 150, iface: 'USB/RS-232', size: '214 × 145 × 310', kg: 7.5 },
    { model: 'PSL-1603', volts: 60, amps: 3, watts: 180, iface: 'USB/RS-232', size: '214 × 145 × 310', kg: 8 },
    { model: 'PSL-1151', volts: 150, amps: 1, watts: 150, iface: 'GPIB/LAN', size: '214 × 145 × 310', kg: 8 },
    { model: 'PSL-1310', volts: 30, amps: 10, watts: 300, iface: 'USB/LAN', size: '214 × 145 × 410', kg: 12 },
  ],
})

const psl3000 = buildSources({
  ...linearShared,
  series: 'PSL-3000 系列',
  name: '多路线性直流电源',
  summary: (m) =>
    `${m.model} 为${m.channels}线性直流电源，主通道 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，总功率 ${power(m.watts)}，支持串联、并联与跟踪模式，实验室多路供电一台搞定。`,
  intro: (m) =>
    `${m.model} 提供${m.channels}输出，两路主通道各为 ${m.volts} V / ${m.amps} A，整机功率 ${power(m.watts)}。主通道可在独立、串联、并联和跟踪四种模式间一键切换：串联时输出电压翻倍，并联时输出电流翻倍，跟踪模式则可方便地得到对称的正负电源，运放电路调试尤为便利。`,
  paragraphs: [
    '模拟电路教学与实验中，运放、比较器等器件需要对称的正负电源。PSL-3000 的跟踪模式只需调节一个旋钮，即可让两路输出同步变化，教学演示清晰直观。',
    '在嵌入式产品调试中，主通道为核心电路供电，第三路固定输出为逻辑电路或外设供电，一台仪器即可覆盖整块单板的供电需求。',
    '线性架构的低噪声特性让 PSL-3000 同样适用于音频设备维修与射频模块调试，是研发和售后部门都常备的基础仪器。',
  ],
  highlights: ['独立、串联、并联、跟踪四种输出模式', '各通道纹波低于 1 mVrms', '三组输出状态存储，常用配置一键调用', 'USB 接口标配，支持远程控制与数据记录'],
  ripple: () => '≤ 3 mVp-p / ≤ 3 mArms',
  models: [
    {
      model: 'PSL-3302D',
      volts: 30,
      amps: 3,
      watts: 180,
      channels: '双路',
      voltsText: '0–30 V × 2（串联 0–60 V）',
      ampsText: '0–3 A × 2（并联 0–6 A）',
      wattsText: '180 W',
      iface: 'USB/RS-232',
      size: '260 × 160 × 350',
      kg: 10,
    },
    {
      model: 'PSL-3303T',
      volts: 30,
      amps: 3,
      watts: 195,
      channels: '三路',
      voltsText: 'CH1/CH2：0–30 V；CH3：0–5 V',
      ampsText: 'CH1/CH2/CH3：0–3 A',
      wattsText: '195 W',
      iface: 'USB/RS-232',
      size: '260 × 160 × 350',
      kg: 10.5,
    },
    {
      model: 'PSL-3305T',
      volts: 30,
      amps: 5,
      watts: 315,
      channels: '三路',
      voltsText: 'CH1/CH2：0–30 V；CH3：0–5 V',
      ampsText: 'CH1/CH2：0–5 A；CH3：0–3 A',
      wattsText: '315 W',
      iface: 'USB/LAN',
      size: '260 × 160 × 400',
      kg: 13.5,
    },
  ],
})

export const pslProducts: BaseProduct[] = [...psl1000, ...psl3000]
