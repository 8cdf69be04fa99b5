/** High-power supplies: PHP-5000 rack units, PHP-C cabinets and PBD-3000 bidirectional supplies. */
import { type BaseProduct, buildSources, group, mV, nice, power, type SourceModel, span } from './catalogue-kit'

const highPowerRipple = (m: SourceModel): string =>
  `≤ ${m.volts <= 200 ? '100 mVp-p' : m.volts <= 600 ? '300 mVp-p' : m.volts <= 1000 ? '600 mVp-p' : '1 Vp-p'} / ≤ ${nice(m.amps * 1.5)} mArms`

const threePhase = () => group('输入', [['交流输入', '三相 380 V ±10%，50/60 Hz，PF ≥ 0.99']])

const php5000 = buildSources({
  series: 'PHP-5000 系列',
  name: '大功率可编程直流电源',
  categoryKey: 'high-power',
  renderKind: 'high-power',
  summary: (m) =>
    `${m.model} 单机输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，3U 机架式设计，支持主从并联扩展至兆瓦级，适用于新能源与工业大功率测试。`,
  intro: (m) =>
    `${m.model} 是 PHP-5000 系列的 ${m.volts} V 机型，在 3U 机箱内实现 ${power(m.watts)} 输出，最大电压 ${m.volts} V、最大电流 ${m.amps} A。整机采用三相有源 PFC 与软开关拓扑，满载效率高于 93%；同型号通过光纤并机，可组成数百千瓦乃至兆瓦级的直流电源系统，面板直接显示系统总电压、总电流和总功率。`,
  paragraphs: [
    '新能源汽车的电机控制器、车载充电机和高压 DC-DC 在研发与下线检测中都需要大功率高压直流电源。PHP-5000 可替代传统电池包为被测件供电，电压稳定、重复性好，避免了电池荷电状态变化带来的测试偏差。',
    '在光伏逆变器和储能变流器测试中，PHP-5000 可通过内置 I-V 曲线模拟功能充当光伏阵列模拟器，按 EN 50530 要求完成静态与动态 MPPT 效率测试。',
    '对于电镀、电解、氢能制备和大功率器件老化等工业场合，PHP-5000 能长时间满载连续运行，配合 RS-485 或 LAN 远程监控，便于接入工厂的集中控制系统。',
  ],
  highlights: [
    '3U 机箱 15 kW，功率密度高',
    '光纤主从并联，系统可扩展至兆瓦级',
    '三相有源 PFC，满载效率高于 93%',
    '内置光伏 I-V 曲线模拟与 List 序列',
    '完善的 OVP、OCP、OPP、OTP 及缺相保护',
  ],
  voltageAccuracy: [0.05, 0.05],
  currentAccuracy: [0.1, 0.1],
  ripple: highPowerRipple,
  loadRegulation: (m) => `≤ 0.05% + ${mV(nice(m.volts * 0.0002))}`,
  extra: threePhase,
  models: [
    { model: 'PHP-5015-100', volts: 100, amps: 150, watts: 15000, iface: 'RS-232/RS-485', size: '483 × 133 × 680', kg: 36 },
    { model: 'PHP-5015-500', volts: 500, amps: 30, watts: 15000, iface: 'USB/LAN', size: '483 × 133 × 680', kg: 36 },
    { model: 'PHP-5015-1000', volts: 1000, amps: 15, watts: 15000, iface: 'USB/LAN', size: '483 × 133 × 680', kg: 36 },
  ],
})

const phpCabinet = buildSources({
  series: 'PHP-C 系列',
  name: '机柜式大功率直流电源系统',
  categoryKey: 'high-power',
  renderKind: 'high-power',
  summary: (m) =>
    `${m.model} 为出厂预集成的机柜式直流电源系统，输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，系统功率 ${power(m.watts)}，配电、并机与急停回路均已完成调试，到场即可投入使用。`,
  intro: (m) =>
    `${m.model} 由多台 PHP-5000 电源单元在标准机柜内并联组成，系统输出 ${m.volts} V / ${m.amps} A、${power(m.watts)}。机柜内已集成输入断路器、输出接触器、急停回路与散热风道，出厂前完成整体联调与满载老化；用户只需接入三相电源和被测件，即可像操作一台电源一样进行设定和监控。`,
  paragraphs: [
    '动力电池包、电驱总成和充电桩的实验室往往需要上百千瓦的直流供电能力。PHP-C 系列以整柜交付，大幅缩短了现场接线与调试周期，也减少了分散采购带来的兼容性问题。',
    '系统支持本地触摸屏操作与远程控制两种方式，配合精源测试平台软件，可实现多台机柜的统一调度、数据记录与试验报告生成。',
    '机柜内各电源单元支持冗余运行：单台单元故障时系统可降额继续工作，便于安排维护而不中断长周期试验。',
  ],
  highlights: ['整柜预集成交付，到场即可投入使用', '内置输入断路器、输出接触器与急停回路', '多机柜统一调度，系统功率可继续扩展', '单元冗余设计，故障时可降额运行'],
  voltageAccuracy: [0.05, 0.05],
  currentAccuracy: [0.1, 0.1],
  ripple: highPowerRipple,
  loadRegulation: (m) => `≤ 0.05% + ${mV(nice(m.volts * 0.0002))}`,
  temperature: '0–40 °C（机柜进风口）',
  extra: threePhase,
  models: [
    { model: 'PHP-C060-1000', volts: 1000, amps: 60, watts: 60000, iface: 'USB/LAN', size: '600 × 1400 × 900', kg: 260 },
    { model: 'PHP-C120-1500', volts: 1500, amps: 80, watts: 120000, iface: 'CAN/LAN', size: '800 × 2000 × 1000', kg: 520 },
  ],
})

const pbd3000 = buildSources({
  series: 'PBD-3000 系列',
  name: '双向可编程直流电源',
  categoryKey: 'high-power',
  renderKind: 'bidirectional',
  summary: (m) =>
    `${m.model} 集直流电源与回馈式电子负载于一体，电压 ${span(m.volts, 'V')}，电流 ±${m.amps} A，功率 ±${power(m.watts)}，吸收的电能可回馈电网，适用于电池与储能的充放电测试。`,
  intro: (m) =>
    `${m.model} 是 PBD-3000 系列的 ${power(m.watts)} 机型，最高电压 ${m.volts} V，可在 +${m.amps} A 至 −${m.amps} A 的范围内连续调节电流，源、载两种状态之间无缝切换、没有过零死区。设备工作在负载状态时，吸收的直流电能经内部逆变后回馈至交流电网，额定工况下回馈效率不低于 93%，既节省电费，也大幅降低了实验室的散热负担。`,
  paragraphs: [
    '动力电池包和电池模组的充放电循环、容量标定与工况模拟测试，是 PBD-3000 最主要的应用场景。内置电池模拟与充放电工步编辑功能，可按 GB/T 31467、IEC 62660 等标准编排测试流程。',
    '在储能变流器（PCS）、车载 DC-DC 和双向 OBC 的研发中，PBD-3000 可作为电池模拟器使用，模拟不同荷电状态与内阻下的电池端口特性，并在能量双向流动的工况中保持输出稳定。',
    '系列标配 CAN 与 LAN 接口，可直接与 BMS 或台架控制系统通信；多台并联后系统功率可扩展至数百千瓦，满足整车级储能系统的测试需求。',
  ],
  highlights: [
    '源载一体，电流正负连续可调，切换无过零死区',
    '能量回馈电网，回馈效率不低于 93%',
    '内置电池模拟与充放电工步编辑',
    '标配 CAN、LAN，便于与 BMS 及台架联动',
    '多台并联，系统功率扩展至数百千瓦',
  ],
  voltageAccuracy: [0.05, 0.05],
  currentAccuracy: [0.1, 0.1],
  ripple: highPowerRipple,
  loadRegulation: (m) => `≤ 0.05% + ${mV(nice(m.volts * 0.0002))}`,
  extra: () => group('回馈', [['回馈效率', '≥ 93%（额定工况），电流总谐波畸变率 < 3%']]),
  bidirectional: true,
  models: [
    { model: 'PBD-3005-250', volts: 250, amps: 60, watts: 5000, ampsText: '−60–+60 A', wattsText: '±5 kW', iface: 'CAN/LAN', size: '483 × 133 × 650', kg: 28 },
    { model: 'PBD-3010-500', volts: 500, amps: 60, watts: 10000, ampsText: '−60–+60 A', wattsText: '±10 kW', iface: 'CAN/LAN', size: '483 × 133 × 650', kg: 34 },
    { model: 'PBD-3020-1000', volts: 1000, amps: 60, watts: 20000, ampsText: '−60–+60 A', wattsText: '±20 kW', iface: 'CAN/LAN', size: '483 × 266 × 700', kg: 62 },
    { model: 'PBD-3030-1500', volts: 1500, amps: 60, watts: 30000, ampsText: '−60–+60 A', wattsText: '±30 kW', iface: 'CAN/LAN', size: '483 × 266 × 700', kg: 70 },
  ],
})

export const highPowerProducts: BaseProduct[] = [...php5000, ...phpCabinet, ...pbd3000]
