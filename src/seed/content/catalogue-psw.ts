/** PSW switching DC power supplies: PSW-1000, PSW-3000 and PSW-E series. */
import { type BaseProduct, buildSources, group, mV, nice, power, span } from './catalogue-kit'

const psw1000 = buildSources({
  series: 'PSW-1000 系列',
  name: '紧凑型宽范围开关直流电源',
  categoryKey: 'switching-dc',
  renderKind: 'switching-dc',
  summary: (m) => `${m.model} 输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，自动量程输出、机身小巧，可多台并排安装，适合研发台面与产线工位。`,
  intro: (m) =>
    `${m.model} 属于 PSW-1000 系列紧凑型开关直流电源，最大输出 ${m.volts} V / ${m.amps} A，额定功率 ${power(m.watts)}。借助自动量程技术，它在额定功率内可以输出比传统固定量程电源更高的电压或更大的电流，一台设备便能覆盖多种被测件；整机结构紧凑，多台并排放置也不占多少台面。`,
  paragraphs: [
    '在消费电子与汽车电子研发中，PSW-1000 可为主板、控制器和电机驱动提供稳定的直流供电，可调的电压、电流上升斜率能够避免容性负载上电时的浪涌冲击。',
    '产线老化和烧录工位通常需要大量电源同时工作。PSW-1000 体积小、效率高、发热少，多台并排安装即可组成紧凑的供电阵列，并可通过 LAN 统一监控。',
    '系列内置序列输出和定时功能，配合免费上位机软件即可完成简单的循环加电与耐久测试，无需额外编程。',
  ],
  highlights: ['自动量程输出，一台兼顾高压与大电流应用', '小体积、高效率，多台并排安装节省台面', '电压、电流上升斜率可设，保护容性负载', '序列输出与定时功能，免编程完成循环测试'],
  voltageAccuracy: [0.1, 0.05],
  currentAccuracy: [0.1, 0.1],
  ripple: (m) => `≤ ${m.volts <= 100 ? 60 : 80} mVp-p / ≤ ${nice(m.amps * 2)} mArms`,
  loadRegulation: (m) => `≤ 0.05% + ${mV(nice(m.volts * 0.0005))}`,
  extra: () => group('输入', [['效率', '≥ 88%（额定输出）']]),
  models: [
    { model: 'PSW-1030-36', volts: 30, amps: 36, watts: 360, iface: 'USB/LAN', size: '71 × 124 × 300', kg: 2.5 },
    { model: 'PSW-1080-13', volts: 80, amps: 13.5, watts: 360, iface: 'USB/LAN', size: '71 × 124 × 300', kg: 2.5 },
    { model: 'PSW-1160-7', volts: 160, amps: 7.2, watts: 360, iface: 'USB/LAN', size: '71 × 124 × 300', kg: 2.5 },
    { model: 'PSW-1080-40', volts: 80, amps: 40.5, watts: 1080, iface: 'USB/LAN', size: '214 × 124 × 300', kg: 6.5 },
  ],
})

const psw3000 = buildSources({
  series: 'PSW-3000 系列',
  name: '机架式大功率开关直流电源',
  categoryKey: 'switching-dc',
  renderKind: 'switching-dc',
  summary: (m) =>
    `${m.model} 为 19 英寸机架式开关直流电源，输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，有源功率因数校正，适合系统集成与长时间连续运行。`,
  intro: (m) =>
    `${m.model} 是 PSW-3000 系列的 ${power(m.watts)} 机型，最大输出 ${m.volts} V / ${m.amps} A，采用标准 19 英寸机架结构，可直接装入测试机柜。输入端配有有源功率因数校正，满载功率因数不低于 0.99，对配电系统更友好；前进风、后出风的风道布局便于多台上下堆叠安装。`,
  paragraphs: [
    '在通信电源、服务器电源和工业控制设备的老化测试中，PSW-3000 可长时间满载运行，配合 RS-485 总线即可对整排电源集中设定和监控。',
    '系列支持同型号主从并联，由主机统一控制并自动均流，系统功率可按需扩展，常用于电镀、电解等需要大电流直流的工艺场合。',
    '面向自动化测试系统，PSW-3000 提供 RS-232/RS-485、USB/LAN 及 GPIB/LAN 等多种接口版本，支持 SCPI 与 Modbus-RTU 协议，便于接入不同架构的上位机。',
  ],
  highlights: ['标准 19 英寸机架结构，前进风、后出风便于堆叠', '有源功率因数校正，满载 PF ≥ 0.99', '主从并联自动均流，系统功率灵活扩展', '多种接口版本，支持 SCPI 与 Modbus-RTU'],
  voltageAccuracy: [0.05, 0.05],
  currentAccuracy: [0.1, 0.2],
  ripple: (m) => `≤ ${m.volts <= 100 ? 80 : m.volts <= 300 ? 150 : 300} mVp-p / ≤ ${nice(m.amps * 2)} mArms`,
  loadRegulation: (m) => `≤ 0.02% + ${mV(nice(m.volts * 0.0002))}`,
  extra: () => group('输入', [['功率因数', '≥ 0.99（满载）']]),
  models: [
    { model: 'PSW-3060-25', volts: 60, amps: 25, watts: 1500, iface: 'RS-232/RS-485', size: '483 × 44 × 450', kg: 7.5 },
    { model: 'PSW-3150-10', volts: 150, amps: 10, watts: 1500, iface: 'RS-232/RS-485', size: '483 × 44 × 450', kg: 7.5 },
    { model: 'PSW-3300-10', volts: 300, amps: 10, watts: 3000, iface: 'USB/LAN', size: '483 × 44 × 550', kg: 11 },
    { model: 'PSW-3600-5', volts: 600, amps: 5, watts: 3000, iface: 'USB/LAN', size: '483 × 44 × 550', kg: 11 },
    { model: 'PSW-3100-50', volts: 100, amps: 50, watts: 5000, iface: 'GPIB/LAN', size: '483 × 88 × 600', kg: 19 },
  ],
})

const pswE = buildSources({
  series: 'PSW-E 系列',
  name: '经济型开关直流电源',
  categoryKey: 'switching-dc',
  renderKind: 'switching-dc',
  summary: (m) => `${m.model} 输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，操作简单、性价比高，是维修、教学与小批量生产的常用直流电源。`,
  intro: (m) =>
    `${m.model} 是 PSW-E 系列经济型开关直流电源，可输出 ${m.volts} V / ${m.amps} A、${power(m.watts)}。面板采用四位数码管同时显示电压与电流，配合粗调、细调旋钮和三组参数存储，日常使用上手即会；标配 RS-232/RS-485 接口，也能满足基本的远程控制需求。`,
  paragraphs: [
    '电子维修站和售后服务中心常用 PSW-E 为待修整机供电，过压、过流与过温保护能在故障板卡短路时及时切断输出，避免故障扩大。',
    '职业院校的电工电子实训室可批量配置 PSW-E 作为学生工位电源，结构坚固、操作直观，维护成本低。',
    '对于小批量生产中的通电检验和简单老化，PSW-E 通过 RS-485 即可多台组网，由上位机统一设定输出并记录运行数据。',
  ],
  highlights: ['四位数码管同时显示电压与电流，读数清晰', '粗调、细调旋钮及三组参数存储，操作便捷', '过压、过流、过温保护齐全', '标配 RS-232/RS-485，支持多台组网'],
  voltageAccuracy: [0.1, 0.1],
  currentAccuracy: [0.2, 0.2],
  ripple: (m) => `≤ ${m.volts <= 100 ? 80 : 100} mVp-p / ≤ ${nice(m.amps * 3)} mArms`,
  loadRegulation: (m) => `≤ 0.05% + ${mV(nice(m.volts * 0.0005))}`,
  extra: () => group('输入', [['效率', '≥ 85%（额定输出）']]),
  models: [
    { model: 'PSW-E3010', volts: 30, amps: 10, watts: 300, iface: 'RS-232/RS-485', size: '130 × 160 × 260', kg: 3 },
    { model: 'PSW-E6010', volts: 60, amps: 10, watts: 600, iface: 'RS-232/RS-485', size: '180 × 160 × 300', kg: 4.2 },
    { model: 'PSW-E1505', volts: 150, amps: 5, watts: 750, iface: 'RS-232/RS-485', size: '180 × 160 × 300', kg: 4.5 },
  ],
})

export const pswProducts: BaseProduct[] = [...psw1000, ...psw3000, ...pswE]
