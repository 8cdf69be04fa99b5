/** PSD programmable DC power supplies: PSD-6000C, PSD-3000 and PSD-9000 series. */
import { type BaseProduct, buildSources, group, mV, nice, power, span } from './catalogue-kit'

const psd6000c = buildSources({
  series: 'PSD-6000C 系列',
  name: '宽范围可编程直流电源',
  categoryKey: 'programmable-dc',
  renderKind: 'programmable-dc',
  summary: (m) =>
    `${m.model} 额定功率 ${power(m.watts)}，输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，自动量程设计让电压与电流在额定功率内灵活组合，一台即可兼顾低压大电流与高压小电流测试。`,
  intro: (m) =>
    `${m.model} 是 PSD-6000C 系列中 ${m.volts} V 电压档位的 ${power(m.watts)} 机型。整机采用自动量程输出架构：在 ${power(m.watts)} 额定功率范围内，电压最高可达 ${m.volts} V，电流最高可达 ${m.amps} A，两者可按被测件需要自由组合，不必再为不同电压等级分别配置电源。前面板配备高亮彩色液晶与数字旋钮，常用参数一屏可见，研发调试与产线使用同样顺手。`,
  paragraphs: [
    '新能源汽车电子测试中，PSD-6000C 可为车载 DC-DC、OBC 及电机控制器提供宽范围直流输入，借助 List 序列功能复现冷启动、电压跌落和抛负载等典型供电波形，帮助工程师在台架阶段提前暴露问题。',
    '系列内置光伏 I-V 曲线模拟功能，可设定开路电压、短路电流和最大功率点，并按不同辐照度与温度条件切换曲线，用于光伏逆变器 MPPT 静态效率与动态跟踪测试。',
    '在自动化测试系统中，PSD-6000C 通过 LAN、USB 或 RS-232 接收 SCPI 指令，指令处理迅速；同型号最多八台主从并联，由主机统一设定并自动均流，便于按需扩展系统功率。',
  ],
  highlights: [
    '自动量程输出，同一额定功率下覆盖更宽的电压与电流组合',
    'List 序列与光伏 I-V 曲线模拟，轻松复现复杂供电工况',
    '输出纹波低至 10 mVrms，设定与回读分辨率高',
    '最多八台主从并联，面板直接显示系统总电流',
    'OVP、OCP、OPP、OTP 多重保护，支持远端电压补偿',
  ],
  voltageAccuracy: [0.02, 0.02],
  currentAccuracy: [0.1, 0.1],
  ripple: (m) => `≤ ${m.volts <= 100 ? 60 : m.volts <= 300 ? 150 : m.volts <= 600 ? 300 : 500} mVp-p / ≤ ${nice(m.amps)} mArms`,
  loadRegulation: (m) => `≤ 0.01% + ${mV(nice(m.volts * 0.0001))}`,
  ifaceText: 'USB、LAN、RS-232（标配），GPIB（选配），支持 SCPI 指令',
  extra: (m) => group('动态特性', [['瞬态响应时间', `≤ ${m.volts <= 300 ? 1 : 2} ms（负载 50%→100% 阶跃，恢复至 0.1% 以内）`]]),
  models: [
    { model: 'PSD-6080-60C', volts: 80, amps: 60, watts: 1500, iface: 'USB/LAN', size: '430 × 44 × 500', kg: 8.5 },
    { model: 'PSD-6250-20C', volts: 250, amps: 20, watts: 1500, iface: 'USB/LAN', size: '430 × 44 × 500', kg: 8.5 },
    { model: 'PSD-6080-120C', volts: 80, amps: 120, watts: 3000, iface: 'USB/LAN', size: '430 × 88 × 500', kg: 14 },
    { model: 'PSD-6500-30C', volts: 500, amps: 30, watts: 3000, iface: 'USB/LAN', size: '430 × 88 × 500', kg: 14 },
    { model: 'PSD-6500-40C', volts: 500, amps: 40, watts: 6000, iface: 'GPIB/LAN', size: '430 × 132 × 600', kg: 24 },
    { model: 'PSD-61000-20C', volts: 1000, amps: 20, watts: 6000, iface: 'GPIB/LAN', size: '430 × 132 × 600', kg: 24 },
  ],
})

const psd3000 = buildSources({
  series: 'PSD-3000 系列',
  name: '多路可编程直流电源',
  categoryKey: 'programmable-dc',
  renderKind: 'programmable-dc',
  summary: (m) =>
    `${m.model} 为${m.channels}输出可编程直流电源，主通道 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，总功率 ${power(m.watts)}，各通道相互隔离，可独立设定，也可串联或并联使用。`,
  intro: (m) =>
    `${m.model} 在一台仪器中集成${m.channels}相互隔离的可编程输出，主通道可提供 ${m.volts} V / ${m.amps} A，整机总功率 ${power(m.watts)}。4.3 英寸彩色液晶同时显示各通道的设定值与实测值，配合通道跟踪、延时输出和分组开关功能，多电源轨的上电与掉电时序设置起来直观而可靠。`,
  paragraphs: [
    '在嵌入式与通信设备研发中，MCU、FPGA 和射频电路往往需要多组电源轨同时供电。PSD-3000 系列一台即可替代多台单路电源，延时输出功能还能准确复现单板的上电时序。',
    '高校与职业院校的电子实验室可将 PSD-3000 作为标准工位电源，面板操作简明，过压、过流保护可靠，学生调试电路时不易损坏被测件。',
    '对于小批量产线的功能测试，PSD-3000 通过 USB 或 LAN 接入上位机，配合精源测试软件即可实现多通道的自动加电、电流监测与结果判定。',
  ],
  highlights: ['多路隔离输出，支持串联扩压与并联扩流', '通道跟踪、延时输出与分组开关，轻松设置上电时序', '4.3 英寸彩色液晶，多通道参数同屏显示', 'USB、LAN 标配，兼容 SCPI 指令集'],
  voltageAccuracy: [0.03, 0.03],
  currentAccuracy: [0.1, 0.1],
  ripple: () => '≤ 5 mVp-p / ≤ 3 mArms',
  loadRegulation: () => '≤ 0.01% + 2 mV',
  extra: () => group('功能', [['通道组合', '各通道相互隔离，可串联或并联使用']]),
  models: [
    {
      model: 'PSD-3302',
      volts: 30,
      amps: 3,
      watts: 180,
      channels: '双路',
      voltsText: '0–30 V × 2',
      ampsText: '0–3 A × 2',
      wattsText: '180 W（90 W × 2）',
      iface: 'USB/LAN',
      size: '260 × 150 × 380',
      kg: 8.5,
    },
    {
      model: 'PSD-3303',
      volts: 30,
      amps: 3,
      watts: 195,
      channels: '三路',
      voltsText: 'CH1/CH2：0–30 V；CH3：0–5 V',
      ampsText: 'CH1/CH2/CH3：0–3 A',
      wattsText: '195 W（90 W × 2 + 15 W）',
      iface: 'USB/LAN',
      size: '260 × 150 × 380',
      kg: 9,
    },
    {
      model: 'PSD-3602',
      volts: 60,
      amps: 2,
      watts: 240,
      channels: '双路',
      voltsText: '0–60 V × 2',
      ampsText: '0–2 A × 2',
      wattsText: '240 W（120 W × 2）',
      iface: 'GPIB/LAN',
      size: '260 × 150 × 380',
      kg: 9.5,
    },
  ],
})

const psd9000 = buildSources({
  series: 'PSD-9000 系列',
  name: '高精度低噪声可编程直流电源',
  categoryKey: 'programmable-dc',
  renderKind: 'programmable-dc',
  summary: (m) =>
    `${m.model} 输出 ${span(m.volts, 'V')} / ${span(m.amps, 'A')}，额定功率 ${power(m.watts)}，电压设定分辨率 ${mV(m.volts <= 100 ? 0.0001 : 0.001)}，内置双量程电流回读，专为低功耗器件与精密电路测试设计。`,
  intro: (m) =>
    `${m.model} 是 PSD-9000 系列 ${m.volts} V 机型，最大输出 ${m.volts} V / ${m.amps} A、${power(m.watts)}。电源采用低噪声线性后级，输出纹波与噪声远低于常规开关电源；回读电路具备高、低两个电流量程，低量程分辨率可达 10 nA，不借助外部万用表即可准确测量器件的待机与休眠电流。`,
  paragraphs: [
    '物联网终端、可穿戴设备和蓝牙模组对功耗极为敏感。PSD-9000 可连续记录从休眠到发射全过程的电流变化，配合上位机软件统计平均功耗，为电池续航评估提供可靠数据。',
    '在传感器、精密运放与 ADC 电路的研发中，电源噪声会直接影响测量结果。PSD-9000 的低噪声输出可作为参考级供电，减少电源本身引入的误差。',
    '系列支持 GPIB、LAN 等多种接口，兼容 SCPI 指令集，可直接替换自动测试系统中的同类电源，也可作为计量实验室的标准供电设备。',
  ],
  highlights: ['低噪声线性后级，纹波与噪声低至 2 mVp-p', '电流回读双量程，最小分辨率 10 nA', '高速数据记录，完整捕捉器件动态电流波形', '±(0.01% + 满量程 0.01%) 电压设定精度'],
  voltageAccuracy: [0.01, 0.01],
  currentAccuracy: [0.02, 0.02],
  fine: true,
  ripple: (m) => `≤ ${m.volts <= 100 ? 2 : 5} mVp-p / ≤ ${m.amps >= 3 ? 1 : 0.5} mArms`,
  loadRegulation: () => '≤ 0.005% + 1 mV',
  extra: () => group('测量', [['电流回读分辨率', '10 nA（10 mA 量程）/ 10 μA（满量程）']]),
  models: [
    { model: 'PSD-9305', volts: 30, amps: 5, watts: 150, iface: 'USB/LAN', size: '214 × 88 × 400', kg: 8 },
    { model: 'PSD-9603', volts: 60, amps: 3, watts: 180, iface: 'GPIB/LAN', size: '214 × 88 × 400', kg: 8.5 },
    { model: 'PSD-9151', volts: 150, amps: 1.2, watts: 180, iface: 'GPIB/LAN', size: '214 × 88 × 400', kg: 8.5 },
  ],
})

export const psdProducts: BaseProduct[] = [...psd6000c, ...psd3000, ...psd9000]
