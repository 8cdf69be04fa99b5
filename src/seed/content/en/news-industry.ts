/** English versions of the industry news most relevant to overseas buyers, by Chinese title. */
import type { EnglishArticle } from './types'

export const englishIndustryNews: Record<string, EnglishArticle> = {
  '光伏逆变器迈向更高电压平台，MPPT 测试方法随之演进': {
    title: 'As PV inverters move to higher voltages, MPPT test methods evolve',
    summary: 'With higher string voltages and more powerful modules, static MPPT efficiency and dynamic tracking tests of inverters call for more flexible PV simulation.',
    paragraphs: [
      'In recent years the power of individual PV modules has kept rising, and plant system voltages are moving to higher levels. Inverter makers must maintain conversion efficiency across a wider DC input range, which puts the adaptability of their MPPT algorithms to a new test.',
      'In the lab, engineers usually reproduce the I-V characteristics of modules with a PV simulator. Unlike real modules, a simulator sets the open-circuit voltage, short-circuit current and maximum power point precisely and switches between irradiance and temperature conditions within a short time, greatly improving test repeatability.',
      'Dynamic MPPT efficiency testing is receiving more and more attention. The simulated curve must change quickly along specified ramps while the test checks whether the inverter follows the new maximum power point in time, which requires a simulator with fast curve updates and a stable output.',
      'For complex scenarios such as bifacial modules and partial shading, some labs have started testing with multi-peak I-V curves to evaluate the global MPPT algorithms of inverters. Such tests place higher demands on the curve accuracy and storage capacity of the simulator.',
    ],
  },
  '宽禁带半导体器件加速应用，电源测试面临更高频率与更快边沿': {
    title: 'Wide-bandgap devices bring higher frequencies and faster edges to power supply testing',
    summary:
      'SiC and GaN devices make power supplies smaller and more efficient, but they also make ripple measurement, transient response testing and device characterization harder.',
    paragraphs: [
      'Wide-bandgap semiconductors such as silicon carbide (SiC) and gallium nitride (GaN) switch fast, withstand high voltages and have low conduction losses. They are increasingly used in on-board chargers, PV inverters, server power supplies and fast-charging adapters.',
      'Higher switching frequencies make power supplies much smaller, but they also add high-frequency noise and switching spikes at the output. Conventional ripple measurements easily pick up ground loops and noise induced in the probe, so engineers need more rigorous measurement methods and test equipment with a suitable bandwidth.',
      'At the device level, characteristics such as dynamic on-resistance, threshold drift and short-circuit withstand capability call for dedicated test methods. Programmable DC power supplies and electronic loads are often used to build burn-in and reliability test platforms for these devices, which places high demands on their long-term stability.',
      'As wide-bandgap devices become cheaper, these test needs will spread from R&D labs to high-volume production lines, making test automation and interface compatibility even more important.',
    ],
  },
  '数据中心供电架构演进，48 V 母线带来新的测试需求': {
    title: 'Data center power architectures evolve: new test requirements for 48 V buses',
    summary:
      'To cut distribution losses, data center server racks are moving to 48 V DC buses, and the power modules involved need high-current, low-voltage and highly dynamic testing.',
    paragraphs: [
      'As the power consumption of servers and AI computing equipment grows rapidly, distribution losses in data centers are becoming a serious issue. Raising the rack power bus from 12 V to 48 V significantly reduces current and line losses at the same power, and this architecture is being adopted ever more widely.',
      'In a 48 V architecture, point-of-load converters convert the bus voltage directly to the low-voltage, high-current supply a processor needs. Testing these modules requires electronic loads that sink hundreds of amperes at less than 1 V, with extremely fast current slew rates.',
      'The bus-side power supplies need thorough validation as well, including parallel current sharing, hot-swap inrush and backup battery transfer. Programmable DC power supplies simulate dips and fluctuations of the bus voltage to verify how well the downstream modules cope.',
      'From a test perspective, low-voltage, high-current scenarios are very sensitive to cabling, remote sense and contact resistance: a few milliohms of contact resistance can skew the results significantly. The design of the test setup therefore often matters as much as the performance of the equipment itself.',
    ],
  },
}
