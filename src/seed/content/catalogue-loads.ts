/** Electronic loads: ELD-6000 and ELD-8000 DC loads, ELM-2000 and ELM-6000 module loads. */
import { type BaseProduct, buildLoads, power, span } from './catalogue-kit'

const eld6000 = buildLoads({
  series: 'ELD-6000 系列',
  name: '台式可编程直流电子负载',
  categoryKey: 'electronic-load',
  renderKind: 'electronic-load',
  summary: (m) =>
    `${m.model} 输入 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，支持 CC、CV、CR、CP 与动态带载，适合适配器、充电器和小功率电源模块的研发测试。`,
  intro: (m) =>
    `${m.model} 是 ELD-6000 系列中的 ${power(m.watts)} 机型，最高输入 ${m.volts} V、${m.amps} A。负载具备定电流、定电压、定电阻、定功率四种基本模式，动态模式下频率与斜率均可设置，能够真实模拟被测电源在实际工况中遇到的负载突变；高速采样电路可同时显示电压、电流与功率的实时值。`,
  paragraphs: [
    '在电源适配器和 USB PD 充电器的研发中，ELD-6000 可完成负载调整率、动态响应、过流保护和短路保护等常规测试，内置的 OCP、OPP 自动扫描功能能直接给出保护触发点。',
    '对于锂电池和超级电容，ELD-6000 提供恒流、恒功率和恒阻放电模式，可设定截止电压、截止容量或放电时间，放电曲线与容量结果可导出保存。',
    'ELD-6000 体积小巧，适合摆放在研发台面，也可多台组网用于小批量产线的出厂检验，配合精源测试软件实现一键测试与报表输出。',
  ],
  highlights: ['CC、CV、CR、CP 四种基本模式及复合模式', '动态带载频率与电流斜率可调', 'OCP/OPP 自动测试与电池放电测试功能', '短路模拟、List 序列与外部触发'],
  voltageAccuracy: [0.025, 0.025],
  currentAccuracy: [0.05, 0.05],
  modes: 'CC / CV / CR / CP，CC+CV、CR+CV 复合模式',
  models: [
    { model: 'ELD-6150', volts: 150, amps: 30, watts: 150, minVolts: 0.8, slew: 2.5, iface: 'USB/LAN', size: '214 × 88 × 400', kg: 6 },
    { model: 'ELD-6300', volts: 150, amps: 60, watts: 300, minVolts: 1, slew: 2.5, iface: 'USB/LAN', size: '214 × 88 × 400', kg: 7 },
    { model: 'ELD-6300H', volts: 500, amps: 15, watts: 300, minVolts: 2.5, slew: 1, iface: 'GPIB/LAN', size: '214 × 88 × 400', kg: 7 },
  ],
})

const eld8000 = buildLoads({
  series: 'ELD-8000 系列',
  name: '高性能可编程直流电子负载',
  categoryKey: 'electronic-load',
  renderKind: 'electronic-load',
  summary: (m) =>
    `${m.model} 输入 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，电流上升斜率最高 ${m.slew} A/μs，面向服务器电源、充电模块与动力电池的中高功率测试。`,
  intro: (m) =>
    `${m.model} 属于新一代 ELD-8000 系列，单机最高输入 ${m.volts} V / ${m.amps} A，额定功率 ${power(m.watts)}。系列采用多级并联功率管与智能温控风道设计，满载运行时温升和噪声都明显低于上一代产品；电流上升斜率最高 ${m.slew} A/μs，动态测试时能准确复现负载的快速跳变。`,
  paragraphs: [
    '服务器电源、通信电源和充电桩模块的测试对负载的功率和动态性能要求都很高。ELD-8000 可完成效率、动态响应、保护功能和老化等全套测试，同型号多台并联后可组成更大功率的负载系统。',
    '针对动力电池与燃料电池，ELD-8000 内置放电测试、OCP/OPP 测试和短路模拟功能，低电压大电流机型在 1 V 左右即可满载工作，放电数据可通过上位机实时记录并导出。',
    '系列提供 150 V、600 V 和 1200 V 三个电压等级，覆盖从 48 V 通信电源到 800 V 高压平台的测试需求；标配 LAN 与 USB 接口，支持 SCPI 指令，便于集成到自动化测试系统中。',
  ],
  highlights: [
    '单机功率 600 W 至 6 kW，可多台并联扩展',
    '电流上升斜率最高 2.5 A/μs，动态性能出色',
    '放电测试、OCP/OPP 测试与短路模拟',
    '智能温控风道，满载运行噪声更低',
    '150 V、600 V、1200 V 三个电压等级可选',
  ],
  voltageAccuracy: [0.025, 0.025],
  currentAccuracy: [0.05, 0.05],
  modes: 'CC / CV / CR / CP，CC+CV、CR+CV 复合模式',
  models: [
    { model: 'ELD-8006-150', volts: 150, amps: 120, watts: 600, minVolts: 1, slew: 2.5, iface: 'USB/LAN', size: '430 × 88 × 500', kg: 12 },
    { model: 'ELD-8015-600', volts: 600, amps: 40, watts: 1500, minVolts: 3, slew: 1.6, iface: 'USB/LAN', size: '430 × 88 × 560', kg: 15 },
    { model: 'ELD-8030-150', volts: 150, amps: 240, watts: 3000, minVolts: 1.2, slew: 2.5, iface: 'GPIB/LAN', size: '430 × 132 × 600', kg: 24 },
    { model: 'ELD-8060-600', volts: 600, amps: 210, watts: 6000, minVolts: 3, slew: 2.5, iface: 'GPIB/LAN', size: '430 × 220 × 650', kg: 38 },
    { model: 'ELD-8060-1200', volts: 1200, amps: 120, watts: 6000, minVolts: 6, slew: 1.5, iface: 'RS-232/RS-485', size: '430 × 220 × 650', kg: 38 },
  ],
})

const moduleShared = {
  categoryKey: 'module-load',
  renderKind: 'module-load' as const,
  voltageAccuracy: [0.025, 0.025] as [number, number],
  currentAccuracy: [0.05, 0.05] as [number, number],
  modes: 'CC / CV / CR / CP',
  ifaceText: '经主机提供 USB、LAN（标配），GPIB（选配）',
}

const elm2000 = buildLoads({
  ...moduleShared,
  series: 'ELM-2000 系列',
  name: '模块化直流电子负载',
  summary: (m) =>
    `${m.model} 为 ELM-2000 系列${m.channels}负载模块，输入 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，模块功率 ${power(m.watts)}，插入 ELM-2008 主机即可与其他模块同步工作。`,
  intro: (m) =>
    `${m.model} 是 ELM-2000 系列的${m.channels}负载模块，最高输入 ${m.volts} V、${m.amps} A，模块功率 ${power(m.watts)}。模块可热插拔安装在 ELM-2008 八槽主机中，由主机统一供电、通信和触发；不同规格的模块可以混插，一台主机即可同时覆盖高压小电流与低压大电流通道，并按需分组、同步启停。`,
  paragraphs: [
    '多路输出开关电源、服务器 PSU 和车载电源往往有多组输出需要同时带载。ELM-2000 的各通道可同步触发动态负载，准确评估输出之间的交叉调整率与相互影响。',
    '在适配器和充电器的产线测试中，一台主机可同时测试多台产品，测试结果统一上传到上位机，节省设备投入与工位空间。',
    '模块化架构让测试系统能随项目需求灵活调整：新增测试需求时只需加购相应模块，已有主机和软件可继续使用，设备投资得到长期保护。',
  ],
  highlights: ['模块热插拔，不同规格可在同一主机内混插', '多通道同步触发与分组控制', '主机统一通信，数据集中采集', '单槽与双槽模块可选，通道配置灵活'],
  models: [
    { model: 'ELM-2082', volts: 80, amps: 20, watts: 100, minVolts: 0.4, slew: 1.6, iface: 'USB/LAN', size: '85 × 160 × 460', kg: 2.8 },
    { model: 'ELM-2151', volts: 150, amps: 40, watts: 300, minVolts: 0.8, slew: 2.5, iface: 'USB/LAN', size: '85 × 160 × 460', kg: 3.2 },
    {
      model: 'ELM-2152',
      volts: 150,
      amps: 20,
      watts: 300,
      channels: '双路',
      voltsText: '0–150 V × 2',
      ampsText: '0–20 A × 2',
      wattsText: '300 W（150 W × 2）',
      minVolts: 0.8,
      slew: 1.6,
      iface: 'USB/LAN',
      size: '85 × 160 × 460',
      kg: 3.4,
    },
    { model: 'ELM-2153', volts: 150, amps: 60, watts: 600, minVolts: 1, slew: 2.5, iface: 'USB/LAN', size: '170 × 160 × 460', kg: 6 },
    { model: 'ELM-2501', volts: 500, amps: 15, watts: 300, minVolts: 2.5, slew: 1, iface: 'USB/LAN', size: '85 × 160 × 460', kg: 3.2 },
  ],
})

const elm6000 = buildLoads({
  ...moduleShared,
  series: 'ELM-6000 系列',
  name: '高密度多通道电子负载模块',
  summary: (m) =>
    `${m.model} 在单个模块中集成${m.channels}独立负载通道，每通道 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，模块总功率 ${power(m.watts)}，适合 BMS、多口充电器与电源模块的批量测试。`,
  intro: (m) =>
    `${m.model} 是 ELM-6000 系列高密度负载模块，单模块集成${m.channels}相互隔离的负载通道，每通道最高 ${m.volts} V / ${m.amps} A，模块总功率 ${power(m.watts)}。模块与 ELM-2000 系列共用 ELM-2008 主机，满配时一台主机可提供数十个独立通道，大幅降低多通道测试的单通道成本。`,
  paragraphs: [
    '电池管理系统（BMS）和均衡板测试需要大量并行的小功率负载通道。ELM-6000 每通道独立隔离，可直接模拟多节电芯的放电与均衡电流，测试工位更加紧凑。',
    '多口快充充电器和电源适配器产线可利用 ELM-6000 同时对多个输出口或多台产品带载，测试节拍显著缩短。',
    'ELM-6000 与 ELM-2000 模块可在同一主机内混插，大功率通道与高密度通道组合使用，兼顾主输出与辅助输出的测试需求。',
  ],
  highlights: ['单模块四通道或双通道，通道间相互隔离', '与 ELM-2000 共用主机，可混插使用', '单通道成本低，适合批量并行测试', '各通道独立设定，也可同步触发'],
  models: [
    {
      model: 'ELM-6084',
      volts: 80,
      amps: 10,
      watts: 400,
      channels: '四路',
      voltsText: '0–80 V × 4',
      ampsText: '0–10 A × 4',
      wattsText: '400 W（100 W × 4）',
      minVolts: 0.5,
      slew: 0.5,
      iface: 'USB/LAN',
      size: '85 × 160 × 460',
      kg: 3.6,
    },
    {
      model: 'ELM-6082',
      volts: 80,
      amps: 30,
      watts: 400,
      channels: '双路',
      voltsText: '0–80 V × 2',
      ampsText: '0–30 A × 2',
      wattsText: '400 W（200 W × 2）',
      minVolts: 0.6,
      slew: 1,
      iface: 'USB/LAN',
      size: '85 × 160 × 460',
      kg: 3.5,
    },
  ],
})

export const eldProducts: BaseProduct[] = [...eld6000, ...eld8000]
export const elmProducts: BaseProduct[] = [...elm2000, ...elm6000]
