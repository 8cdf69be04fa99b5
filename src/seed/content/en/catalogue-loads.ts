/**
 * English templates of the electronic load series (ELD, ELM), mirroring
 * `../catalogue-loads.ts`. Keyed by the Chinese series name.
 */
import { power, span } from '../catalogue-kit'
import { channelAdjective, channelWord, type EnglishSeries, type ModelData } from './catalogue-specs'

/** The slew rate an ELD-8000 text quotes (every load has a slew rate row). */
function slew(m: ModelData): string {
  if (m.slew === undefined) throw new Error(`English catalogue: ${m.model} has no current slew rate`)
  return `${m.slew} A/μs`
}

const eld6000: EnglishSeries = {
  series: 'ELD-6000 Series',
  name: 'Benchtop programmable DC electronic load',
  summary: (m) =>
    `The ${m.model} handles inputs of ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power and supports CC, CV, CR, CP and dynamic loading, making it well suited to R&D testing of adapters, chargers and low-power supply modules.`,
  intro: (m) =>
    `The ${m.model} is the ${power(m.watts)} model of the ELD-6000 Series, with a maximum input of ${m.volts} V and ${m.amps} A. It offers four basic modes (constant current, constant voltage, constant resistance and constant power), and in dynamic mode both frequency and slew rate are adjustable, so it realistically simulates the sudden load changes a power supply meets in real operation. High-speed sampling displays real-time voltage, current and power at the same time.`,
  paragraphs: [
    'In the development of power adapters and USB PD chargers, the ELD-6000 performs routine tests such as load regulation, dynamic response, overcurrent protection and short-circuit protection, and built-in automatic OCP and OPP sweeps report the protection trip points directly.',
    'For lithium batteries and supercapacitors, the ELD-6000 offers constant-current, constant-power and constant-resistance discharge with cutoff by voltage, capacity or discharge time, and discharge curves and capacity results can be exported and saved.',
    'Compact enough for the R&D bench, the ELD-6000 can also be networked for outgoing inspection on low-volume production lines, where Jingyuan test software provides one-click testing and report output.',
  ],
  highlights: [
    'CC, CV, CR and CP basic modes plus combined modes',
    'Adjustable dynamic loading frequency and current slew rate',
    'Automatic OCP/OPP tests and battery discharge testing',
    'Short-circuit simulation, List mode and external trigger',
  ],
}

const eld8000: EnglishSeries = {
  series: 'ELD-8000 Series',
  name: 'High-performance programmable DC electronic load',
  summary: (m) =>
    `The ${m.model} handles inputs of ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power, with current slew rates up to ${slew(m)}, for medium- and high-power testing of server power supplies, charging modules and traction batteries.`,
  intro: (m) =>
    `The ${m.model} belongs to the new-generation ELD-8000 Series, with a maximum input of ${m.volts} V / ${m.amps} A and ${power(m.watts)} rated power per unit. Multi-stage parallel power devices and temperature-controlled airflow keep temperature rise and fan noise at full load well below those of the previous generation, and a current slew rate of up to ${slew(m)} accurately reproduces fast load transients in dynamic tests.`,
  paragraphs: [
    'Testing server power supplies, telecom power supplies and EV charger modules demands high power and dynamic performance from the load. The ELD-8000 handles the complete test suite, including efficiency, dynamic response, protection functions and burn-in, and several units of the same model can be paralleled into a higher-power load system.',
    'For traction batteries and fuel cells, the ELD-8000 provides built-in discharge testing, OCP/OPP testing and short-circuit simulation. The low-voltage, high-current models reach full load at around 1 V, and discharge data is logged and exported in real time from PC software.',
    'The series comes in three voltage classes, 150 V, 600 V and 1200 V, covering everything from 48 V telecom power supplies to 800 V high-voltage platforms. LAN and USB interfaces are standard, with SCPI support for easy integration into automated test systems.',
  ],
  highlights: [
    '600 W to 6 kW per unit, expandable by paralleling several units',
    'Current slew rate up to 2.5 A/μs for excellent dynamic performance',
    'Discharge testing, OCP/OPP testing and short-circuit simulation',
    'Temperature-controlled airflow for lower noise at full load',
    'Choice of three voltage classes: 150 V, 600 V and 1200 V',
  ],
}

const elm2000: EnglishSeries = {
  series: 'ELM-2000 Series',
  name: 'Modular DC electronic load',
  summary: (m) =>
    `The ${m.model} is a ${channelAdjective[m.channels]}-channel load module in the ELM-2000 Series, handling inputs of ${span(m.volts, 'V')} / ${span(m.amps, 'A')} with ${power(m.watts)} module power. Plugged into the ELM-2008 mainframe, it works in sync with the other modules.`,
  intro: (m) =>
    `The ${m.model} is a ${channelAdjective[m.channels]}-channel load module of the ELM-2000 Series, with a maximum input of ${m.volts} V / ${m.amps} A and ${power(m.watts)} module power. Modules are hot-swappable in the eight-slot ELM-2008 mainframe, which provides their power, communication and triggering. Modules of different ratings can be mixed, so one mainframe covers high-voltage, low-current and low-voltage, high-current channels at the same time, grouped and started or stopped in sync as needed.`,
  paragraphs: [
    'Multi-output switching power supplies, server PSUs and automotive power supplies often have several outputs that must be loaded at the same time. ELM-2000 channels trigger dynamic loads in sync, accurately evaluating cross regulation and interaction between the outputs.',
    'In production testing of adapters and chargers, one mainframe tests several products at once and uploads all results to a host PC, saving equipment investment and station space.',
    'The modular architecture lets the test system adapt to each project: when new test needs arise, simply add the matching modules and keep using the existing mainframe and software, protecting your equipment investment for the long term.',
  ],
  highlights: [
    'Hot-swappable modules; different ratings can be mixed in the same mainframe',
    'Synchronized multi-channel triggering and group control',
    'Unified communication through the mainframe with centralized data acquisition',
    'Single-slot and dual-slot modules for flexible channel configurations',
  ],
}

const elm6000: EnglishSeries = {
  series: 'ELM-6000 Series',
  name: 'High-density multi-channel electronic load module',
  summary: (m) =>
    `The ${m.model} integrates ${channelWord[m.channels]} independent load channels in a single module, each rated ${span(m.volts, 'V')} / ${span(m.amps, 'A')}, with ${power(m.watts)} total module power, for volume testing of BMSs, multi-port chargers and power modules.`,
  intro: (m) =>
    `The ${m.model} is a high-density load module of the ELM-6000 Series that integrates ${channelWord[m.channels]} mutually isolated load channels, each rated up to ${m.volts} V / ${m.amps} A, with ${power(m.watts)} total module power. It shares the ELM-2008 mainframe with the ELM-2000 Series, and a fully populated mainframe provides dozens of independent channels, sharply reducing the cost per channel of multi-channel testing.`,
  paragraphs: [
    'Testing battery management systems (BMS) and balancing boards requires many low-power load channels in parallel. Each ELM-6000 channel is isolated, so it directly simulates the discharge and balancing currents of multiple cells and keeps test stations compact.',
    'Production lines for multi-port fast chargers and power adapters use the ELM-6000 to load several output ports or several products at once, cutting test cycle times significantly.',
    'ELM-6000 and ELM-2000 modules can be mixed in the same mainframe, combining high-power and high-density channels to test both the main and the auxiliary outputs.',
  ],
  highlights: [
    'Four or two channels per module, isolated from each other',
    'Shares the mainframe with the ELM-2000 Series; modules can be mixed',
    'Low cost per channel for parallel volume testing',
    'Channels set independently or triggered in sync',
  ],
}

/** By the Chinese series name (`SeedProduct.series`). */
export const loadSeries: Record<string, EnglishSeries> = {
  'ELD-6000 系列': eld6000,
  'ELD-8000 系列': eld8000,
  'ELM-2000 系列': elm2000,
  'ELM-6000 系列': elm6000,
}
