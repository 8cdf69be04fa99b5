/**
 * English text of the test and measurement instruments, mirroring
 * `../catalogue-instruments.ts` model by model: their datasheets are written by
 * hand there, so they are written by hand here, row for row.
 */
import { group } from '../catalogue-kit'
import type { SeedSpecRow } from '../types'
import type { EnglishProduct } from './types'

const general = (iface: string, size: string, kg: number, temperature = '5–40 °C'): SeedSpecRow[] =>
  group('General', [
    ['Interfaces', iface],
    ['Dimensions (W × H × D)', `${size} mm`],
    ['Weight', `Approx. ${kg} kg`],
    ['Operating temperature', temperature],
  ])

const fourTerminal = 'AC four-terminal method, 1 kHz test frequency'

/** By model. */
export const instrumentProducts: Record<string, EnglishProduct> = {
  'PA-3104': {
    name: 'Four-channel high-precision power analyzer',
    series: 'PA-3000 Series',
    summary:
      'The PA-3104 has four power elements, with voltage inputs up to 1000 V, direct current inputs up to 50 A and a basic power accuracy of ±(0.02% of reading + 0.02% of range). It measures efficiency, harmonics and motor parameters simultaneously.',
    paragraphs: [
      'The PA-3104 is the four-channel model of the PA-3000 Series. Each power element has its own voltage and current inputs with synchronous 18-bit, 2 MS/s sampling and a bandwidth from DC to 1 MHz. A single instrument measures the input and output power of a variable-frequency drive, inverter or charger at the same time and calculates conversion efficiency and losses directly.',
      'For motor drive and inverter testing, the optional motor evaluation function takes torque and speed signals to calculate mechanical power and overall system efficiency in sync, along with harmonic analysis from the 1st to the 500th order.',
      'For PV inverters, energy storage converters and on-board chargers, the high accuracy and wide bandwidth of the PA-3104 measure active power accurately under high-frequency switching waveforms, and the results can be used directly for product certification and energy efficiency evaluation.',
      'A 10.1-inch touchscreen shows numeric values, waveforms, vector diagrams and trend charts in split-screen views. GPIB, LAN and USB interfaces are standard, with SCPI support for easy integration into automated test systems.',
    ],
    highlights: [
      'Four power elements measure simultaneously for efficiency in a single pass',
      'Basic power accuracy of ±(0.02% of reading + 0.02% of range)',
      '18-bit, 2 MS/s sampling with DC–1 MHz bandwidth',
      'Harmonic analysis from the 1st to the 500th order, plus motor evaluation',
      '10.1-inch touchscreen with split-screen numeric and waveform views',
    ],
    specs: [
      ...group('Input', [
        ['Power elements', '4, with isolated voltage and current inputs on each element'],
        ['Voltage ranges', '15–1000 V (8 ranges)'],
        ['Current ranges', '5 mA–50 A (direct input, 8 ranges)'],
        ['Measurement bandwidth', 'DC, 0.1 Hz–1 MHz'],
      ]),
      ...group('Performance', [
        ['Basic power accuracy', '±(0.02% of reading + 0.02% of range)'],
        ['Basic voltage/current accuracy', '±(0.01% of reading + 0.03% of range)'],
        ['Sampling', '18-bit, 2 MS/s'],
        ['Harmonic measurement', '1st–500th order'],
      ]),
      ...general('GPIB, LAN, USB (standard); SCPI supported', '426 × 177 × 460', 14),
    ],
  },
  'PA-2101': {
    name: 'Single-phase digital power meter',
    series: 'PA-2000 Series',
    summary:
      'The PA-2101 single-phase power meter measures up to 600 V and 20 A with a basic accuracy of ±(0.05% of reading + 0.05% of range) and supports standby power measurement, making it a standard instrument for energy efficiency testing of appliances and power supplies.',
    paragraphs: [
      'The PA-2101 is a single-phase digital power meter in the PA-2000 Series that simultaneously measures voltage, current, active power, apparent power, reactive power, power factor, frequency and energy. With a lowest current range of 5 mA and long-duration integration, it accurately measures standby power down to the milliwatt level.',
      'Energy efficiency testing of household appliances, lighting and power adapters must meet standards such as IEC 62301. The PA-2101 has a built-in standby power test procedure that performs the stability check and calculates the result automatically.',
      'For outgoing inspection on production lines, several PA-2101 units are networked over RS-485 so that a host PC reads the measurements and makes pass/fail decisions, with fast test cycles and a small footprint.',
    ],
    highlights: [
      'Basic accuracy of ±(0.05% of reading + 0.05% of range)',
      'Lowest current range of 5 mA for standby power measurement',
      'Harmonic measurement from the 1st to the 50th order',
      'RS-232 and RS-485 standard for easy production line networking',
    ],
    specs: [
      ...group('Input', [
        ['Measured parameters', 'V, A, W, VA, var, PF, Hz, Wh'],
        ['Voltage ranges', '15–600 V (6 ranges)'],
        ['Current ranges', '5 mA–20 A (8 ranges)'],
        ['Measurement bandwidth', 'DC, 0.5 Hz–100 kHz'],
      ]),
      ...group('Performance', [
        ['Basic power accuracy', '±(0.05% of reading + 0.05% of range)'],
        ['Standby power measurement', 'Compliant with IEC 62301'],
        ['Harmonic measurement', '1st–50th order'],
        ['Display', '4.3-inch color LCD'],
      ]),
      ...general('RS-232, RS-485 (standard); Modbus RTU and SCPI supported', '214 × 88 × 350', 3.5),
    ],
  },
  'DM-6500': {
    name: '6½-digit high-precision digital multimeter',
    series: 'DM Series',
    summary:
      'The DM-6500 is a 6½-digit digital multimeter with a basic DC voltage accuracy of ±(0.0035% of reading + 0.0005% of range) and up to 10,000 readings/s, for R&D validation, metrology calibration and automated test systems.',
    paragraphs: [
      'The DM-6500 is the 6½-digit benchtop digital multimeter of the Jingyuan DM Series, with a one-year basic DC voltage accuracy of ±(0.0035% of reading + 0.0005% of range). It measures DC and AC voltage and current, 2-wire and 4-wire resistance, frequency, capacitance, temperature and more.',
      'In the factory calibration of power supplies and electronic loads, the DM-6500 often serves as the reference standard for voltage and current readback. In high-speed sampling mode it takes 10,000 readings per second, capturing the output transitions and power-up behavior of a supply.',
      'R&D labs use its histogram, trend chart and statistics functions to observe the stability and distribution of a signal, and save test data directly to a USB flash drive or transfer it to a computer over LAN.',
    ],
    highlights: [
      '6½-digit resolution with 0.0035% basic DC voltage accuracy',
      'Up to 10,000 readings/s',
      '2-wire/4-wire resistance, capacitance, temperature and other measurement functions',
      'Histogram, trend chart and statistical analysis',
      'GPIB, LAN and USB standard, SCPI-compatible',
    ],
    specs: [
      ...group('Measurement', [
        ['Resolution', '6½ digits'],
        ['DC voltage ranges', '100 mV–1000 V'],
        ['Basic DC voltage accuracy', '±(0.0035% of reading + 0.0005% of range), 1 year'],
        ['AC voltage', '100 mV–750 V, 3 Hz–300 kHz'],
        ['Current ranges', '100 μA–10 A'],
        ['Resistance ranges', '100 Ω–100 MΩ, 2-wire/4-wire'],
        ['Reading rate', 'Up to 10,000 readings/s'],
        ['Other functions', 'Frequency, period, capacitance, temperature, diode, continuity'],
      ]),
      ...general('GPIB, LAN, USB (standard); SCPI supported', '214 × 88 × 370', 3.8, '0–50 °C'),
    ],
  },
  'DM-5500': {
    name: '5½-digit dual-display digital multimeter',
    series: 'DM Series',
    summary:
      'The DM-5500 is a 5½-digit dual-display digital multimeter with a basic DC voltage accuracy of ±(0.012% of reading + 0.003% of range) and up to 150 readings/s, equally at home on the R&D bench and the production line.',
    paragraphs: [
      'The DM-5500 is the 5½-digit benchtop digital multimeter of the DM Series. Its 4.3-inch color LCD supports dual display, showing two parameters of the same signal at once, such as AC voltage and frequency, so there is no need to switch functions back and forth while debugging.',
      'In production line testing of electronic products, the comparator function of the DM-5500 gives pass/fail results directly, and the USB or LAN interface uploads the results to the manufacturing management system.',
      'Easy to operate and cost-effective, the instrument is also well suited to university electronics labs and repair shops as an everyday measurement tool.',
    ],
    highlights: [
      '5½-digit resolution with 0.012% basic DC voltage accuracy',
      '4.3-inch color LCD shows two parameters at once',
      'Comparator and statistics functions for pass/fail decisions on the production line',
      'USB and LAN standard, with SCPI support',
    ],
    specs: [
      ...group('Measurement', [
        ['Resolution', '5½ digits'],
        ['DC voltage ranges', '200 mV–1000 V'],
        ['Basic DC voltage accuracy', '±(0.012% of reading + 0.003% of range)'],
        ['AC voltage', '200 mV–750 V, 20 Hz–100 kHz'],
        ['Current ranges', '200 μA–10 A'],
        ['Resistance ranges', '200 Ω–100 MΩ'],
        ['Reading rate', 'Up to 150 readings/s'],
        ['Display', '4.3-inch color LCD, dual display'],
      ]),
      ...general('USB, LAN (standard); SCPI supported', '260 × 107 × 300', 2.5, '0–40 °C'),
    ],
  },
  'BT-4560': {
    name: 'Battery internal resistance tester',
    series: 'BT-4000 Series',
    summary:
      'The BT-4560 measures battery internal resistance and open-circuit voltage simultaneously using the AC four-terminal method, with resistance resolution down to 0.1 μΩ, a voltage accuracy of ±(0.01% of reading + 3 counts) and measurements as fast as 20 ms, for cell sorting and module inspection.',
    paragraphs: [
      'The BT-4560 battery internal resistance tester of the BT-4000 Series measures internal resistance with the 1 kHz AC four-terminal method while also measuring open-circuit voltage. Its resistance ranges span 3 mΩ to 3 Ω with resolution down to 0.1 μΩ, meeting the low-resistance measurement needs of large-capacity traction cells.',
      'In lithium-ion cell sorting and module assembly, the BT-4560 completes a measurement in as little as 20 ms. With upper and lower limit comparator judgments and RS-485 networking, it connects directly to automatic sorting equipment and significantly shortens the production cycle time.',
      'Operations staff at energy storage plants and telecom base stations also use the BT-4560 for periodic checks of battery banks, spotting degrading cells early from the trend of their internal resistance.',
    ],
    highlights: [
      'AC four-terminal method measures internal resistance and voltage simultaneously',
      'Resistance resolution down to 0.1 μΩ',
      'Measurements as fast as 20 ms for automatic sorting',
      'Comparator judgment and RS-485 networking',
    ],
    specs: [
      ...group('Measurement', [
        ['Measurement method', fourTerminal],
        ['Resistance ranges', '3 mΩ–3 Ω (4 ranges)'],
        ['Maximum resistance resolution', '0.1 μΩ'],
        ['Resistance accuracy', '±(0.5% of reading + 5 counts)'],
        ['Voltage ranges', '±6 V, ±60 V'],
        ['Voltage accuracy', '±(0.01% of reading + 3 counts)'],
        ['Measurement speed', 'As fast as 20 ms per measurement'],
        ['Comparator', 'Upper and lower limits for resistance and voltage'],
      ]),
      ...general('RS-232, RS-485 (standard); Modbus RTU supported', '215 × 80 × 270', 2.4, '0–40 °C'),
    ],
  },
  'BT-4580': {
    name: 'High-voltage battery internal resistance tester',
    series: 'BT-4000 Series',
    summary:
      'The BT-4580 extends the voltage measurement range to ±1000 V to measure the total voltage and internal resistance of battery packs and energy storage racks directly, with a voltage accuracy of ±(0.02% of reading + 3 counts) and resistance ranges from 3 mΩ to 3 kΩ.',
    paragraphs: [
      'The BT-4580 is the high-voltage model of the BT-4000 Series. It keeps the AC four-terminal method for resistance measurement, extends the voltage range to ±1000 V and covers resistance from 3 mΩ to 3 kΩ, so it measures complete battery packs and energy storage racks directly.',
      'In end-of-line testing of traction battery packs and on-site acceptance of energy storage systems, the BT-4580 quickly confirms that total voltage and total internal resistance are consistent, catching assembly faults such as loose busbars and poor welds early.',
      'The test port features high-voltage isolation and comes with dedicated high-voltage test leads, meeting CAT III 1000 V safety requirements to protect operators.',
    ],
    highlights: [
      '±1000 V voltage measurement range',
      'Internal resistance ranges from 3 mΩ to 3 kΩ',
      'High-voltage isolation, rated CAT III 1000 V',
      'USB and LAN standard for direct data upload',
    ],
    specs: [
      ...group('Measurement', [
        ['Measurement method', fourTerminal],
        ['Resistance ranges', '3 mΩ–3 kΩ (7 ranges)'],
        ['Maximum resistance resolution', '1 μΩ'],
        ['Resistance accuracy', '±(0.5% of reading + 5 counts)'],
        ['Voltage ranges', '±10 V, ±100 V, ±1000 V'],
        ['Voltage accuracy', '±(0.02% of reading + 3 counts)'],
        ['Measurement speed', 'As fast as 50 ms per measurement'],
        ['Safety rating', 'CAT III 1000 V'],
      ]),
      ...general('USB, LAN (standard); SCPI supported', '215 × 80 × 270', 2.6, '0–40 °C'),
    ],
  },
  'OS-8004': {
    name: 'Four-channel isolated oscilloscope recorder',
    series: 'OS-8000 Series',
    summary:
      'The OS-8004 has four isolated input channels with 100 MS/s sampling per channel, 12-bit resolution and a DC accuracy of ±0.25% of full scale, and records continuously for up to 30 days, combining the speed of an oscilloscope with the recording time of a data recorder.',
    paragraphs: [
      'The OS-8004 is the four-channel oscilloscope recorder of the OS-8000 Series. Every channel has an isolated input that measures floating signals up to ±1000 V directly; with 100 MS/s sampling per channel and 12-bit resolution, it captures switching transients as well as slowly changing quantities over long periods.',
      'In reliability testing of power supplies, drives and charging equipment, the OS-8004 captures abnormal transients at high sampling rates while continuously recording operating data at a low rate for days or even weeks, so intermittent faults that occur during a test can be fully reproduced.',
      'The instrument has a built-in solid-state drive and saves data on level, window, logic and other trigger conditions. The 12.1-inch touchscreen zooms through long recordings, and results can be viewed and downloaded remotely over LAN.',
    ],
    highlights: [
      'Four isolated input channels measure ±1000 V floating signals directly',
      '100 MS/s, 12-bit high-speed sampling',
      'Built-in SSD for continuous recording of up to 30 days',
      '12.1-inch touchscreen for zooming through long recordings',
    ],
    specs: [
      ...group('Input', [
        ['Channels', '4, isolated from each other'],
        ['Input voltage range', '±1000 V (CAT II)'],
        ['Bandwidth', 'DC–20 MHz'],
        ['DC accuracy', '±0.25% of full scale'],
      ]),
      ...group('Acquisition and storage', [
        ['Sample rate', 'Up to 100 MS/s per channel'],
        ['Vertical resolution', '12-bit'],
        ['Memory depth', '100 Mpts per channel'],
        ['Long-term recording', 'Up to 30 days, saved to the internal SSD'],
        ['Display', '12.1-inch touchscreen'],
      ]),
      ...general('USB, LAN (standard)', '355 × 260 × 180', 6.5, '0–40 °C'),
    ],
  },
}
