/** English names, descriptions and facet labels of the seven product categories (by category key). */
import type { EnglishCategory, EnglishFacet } from './types'

/** Range labels keep the Chinese bounds: a lower bound is inclusive, an upper bound exclusive. */
const supplyVoltage: EnglishFacet = { name: 'Output voltage', ranges: ['0–40 V', '40–100 V', '100–400 V', '400 V and above'] }
const loadVoltage: EnglishFacet = { name: 'Input voltage', ranges: ['0–100 V', '100–200 V', '200–800 V', '800 V and above'] }
const iface: EnglishFacet = { name: 'Interface' }
const ratedPower: EnglishFacet = { name: 'Rated power', ranges: ['Below 1 kW', '1–3 kW', '3 kW and above'] }
const rackHeight: EnglishFacet = { name: 'Rack height', ranges: ['1U', '2U', '3U', '4U and above'] }
const channels = (values: string[]): EnglishFacet => {
  const labels: Record<string, string> = { 单路: 'Single', 双路: 'Dual', 三路: 'Triple', 四路: 'Quad' }
  return { name: 'Channels', options: Object.fromEntries(values.map((value) => [value, labels[value]])) }
}

export const englishCategories: Record<string, EnglishCategory> = {
  'programmable-dc': {
    name: 'Programmable DC power supplies',
    description:
      'Programmable DC power supplies covering 0–1000 V and from tens of watts to 6 kW, combining high-resolution settings with fast readback for R&D validation and automated test system integration.',
    facets: {
      voltage: supplyVoltage,
      current: { name: 'Output current', ranges: ['Below 5 A', '5–30 A', '30–100 A', '100 A and above'] },
      channels: channels(['单路', '双路', '三路']),
      interface: iface,
      power: ratedPower,
      rack: rackHeight,
    },
  },
  'switching-dc': {
    name: 'Switching DC power supplies',
    description:
      'Efficient, high-power-density switching DC power supplies in benchtop and 1U/2U rack-mount models, for production burn-in, device programming and system integration.',
    facets: {
      voltage: supplyVoltage,
      current: { name: 'Output current', ranges: ['Below 10 A', '10–30 A', '30 A and above'] },
      power: ratedPower,
      interface: iface,
      channels: channels(['单路']),
      rack: rackHeight,
    },
  },
  linear: {
    name: 'Linear DC power supplies',
    description:
      'Low-ripple DC power supplies built on linear regulation, with clean output and fast response: a staple instrument for labs, teaching and precision circuit debugging.',
    facets: {
      voltage: { name: 'Output voltage', ranges: ['0–40 V', '40–100 V', '100 V and above'] },
      current: { name: 'Output current', ranges: ['0–2 A', '2–5 A', '5 A and above'] },
      channels: channels(['单路', '双路', '三路']),
      interface: iface,
      power: { name: 'Rated power', ranges: ['Below 200 W', '200 W and above'] },
    },
  },
  'electronic-load': {
    name: 'DC electronic loads',
    description:
      'Programmable DC electronic loads with CC, CV, CR, CP and other loading modes, from 150 W to 6 kW per unit, for performance testing of power supplies, chargers and batteries.',
    facets: {
      voltage: loadVoltage,
      current: { name: 'Input current', ranges: ['Below 50 A', '50–200 A', '200 A and above'] },
      power: { name: 'Rated power', ranges: ['Below 1 kW', '1–5 kW', '5 kW and above'] },
      interface: iface,
      channels: channels(['单路']),
      rack: rackHeight,
    },
  },
  'module-load': {
    name: 'Modular electronic loads',
    description:
      'A mainframe with plug-in load modules: a single mainframe runs synchronized multi-channel tests of multi-output power supplies, adapters and battery management systems.',
    facets: {
      voltage: loadVoltage,
      current: { name: 'Input current', ranges: ['Below 20 A', '20–50 A', '50 A and above'] },
      power: { name: 'Module power', ranges: ['Below 250 W', '250–450 W', '450 W and above'] },
      channels: channels(['单路', '双路', '四路']),
      interface: iface,
    },
  },
  'high-power': {
    name: 'High-power and bidirectional power supplies',
    description:
      'High-power DC power supplies from 5 kW to 30 kW per unit and up to several hundred kilowatts per cabinet, plus regenerative bidirectional power supplies, for EV, energy storage and PV testing.',
    facets: {
      voltage: { name: 'Output voltage', ranges: ['0–200 V', '200–600 V', '600–1200 V', '1200 V and above'] },
      current: { name: 'Output current', ranges: ['Below 50 A', '50–150 A', '150 A and above'] },
      power: { name: 'Rated power', ranges: ['Below 10 kW', '10–20 kW', '20–50 kW', '50 kW and above'] },
      interface: iface,
      channels: channels(['单路']),
      bidirectional: { name: 'Bidirectional (source and sink)', options: { 支持: 'Yes', 不支持: 'No' } },
      rack: rackHeight,
    },
  },
  instrument: {
    name: 'Test and measurement instruments',
    description:
      'Power analyzers, digital multimeters, battery testers and oscilloscope recorders that complete Jingyuan power supplies and electronic loads into full test solutions.',
    facets: {
      type: {
        name: 'Instrument type',
        options: {
          功率分析仪: 'Power analyzer',
          数字万用表: 'Digital multimeter',
          电池测试仪: 'Battery tester',
          示波记录仪: 'Oscilloscope recorder',
        },
      },
      accuracy: { name: 'Basic accuracy', ranges: ['Better than 0.01%', '0.01%–0.05%', '0.05%–0.2%', '0.2% and above'] },
      interface: iface,
    },
  },
}
