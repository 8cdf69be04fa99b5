/**
 * English templates of the DC power supply series (PSD, PSW, PSL, PHP, PBD),
 * mirroring `../catalogue-psd.ts`, `../catalogue-psw.ts`, `../catalogue-psl.ts`
 * and `../catalogue-power.ts`. Keyed by the Chinese series name.
 */
import { mV, power, span } from '../catalogue-kit'
import { channelAdjective, channelWord, type EnglishSeries } from './catalogue-specs'

/* -------------------------------------------------------------------- PSD */

const psd6000c: EnglishSeries = {
  series: 'PSD-6000C Series',
  name: 'Wide-range programmable DC power supply',
  summary: (m) =>
    `The ${m.model} is rated at ${power(m.watts)} with an output of ${span(m.volts, 'V')} / ${span(m.amps, 'A')}. Its autoranging output combines voltage and current freely within the power rating, so a single unit handles both low-voltage, high-current and high-voltage, low-current tests.`,
  intro: (m) =>
    `The ${m.model} is the ${power(m.watts)} model in the ${m.volts} V class of the PSD-6000C Series. Its autoranging output stage lets the voltage reach ${m.volts} V and the current reach ${m.amps} A within the ${power(m.watts)} rating, in whatever combination the device under test needs, so you no longer need a separate supply for each voltage class. A bright color LCD and a rotary knob on the front panel keep the key settings on one screen, equally convenient in the R&D lab and on the production line.`,
  paragraphs: [
    'In EV electronics testing, the PSD-6000C provides a wide-range DC input for on-board DC-DC converters, on-board chargers (OBCs) and motor controllers. List mode reproduces typical supply waveforms such as cold cranking, voltage dips and load dump, helping engineers expose problems while the design is still on the test bench.',
    'Built-in PV I-V curve simulation sets the open-circuit voltage, short-circuit current and maximum power point and switches curves for different irradiance and temperature conditions, for static MPPT efficiency and dynamic tracking tests of PV inverters.',
    'In automated test systems, the PSD-6000C accepts SCPI commands over LAN, USB or RS-232 and executes them quickly. Up to eight units of the same model run in master/slave parallel, with the master setting the output and sharing the current automatically, so system power grows as needed.',
  ],
  highlights: [
    'Autoranging output covers more voltage and current combinations at the same power rating',
    'List mode and PV I-V curve simulation reproduce complex supply conditions with ease',
    'Output ripple as low as 10 mVrms, with high setting and readback resolution',
    'Up to eight units in master/slave parallel, with the total current shown on the front panel',
    'OVP, OCP, OPP and OTP protection, plus remote sense',
  ],
}

const psd3000: EnglishSeries = {
  series: 'PSD-3000 Series',
  name: 'Multi-output programmable DC power supply',
  summary: (m) =>
    `The ${m.model} is a ${channelAdjective[m.channels]}-output programmable DC power supply. The main channels deliver ${span(m.volts, 'V')} / ${span(m.amps, 'A')} with ${power(m.watts)} total power; the isolated channels can be set independently or combined in series or parallel.`,
  intro: (m) =>
    `The ${m.model} integrates ${channelWord[m.channels]} isolated programmable outputs in one instrument: the main channels deliver up to ${m.volts} V / ${m.amps} A, and total output power is ${power(m.watts)}. A 4.3-inch color LCD shows the settings and measured values of all channels at once, and with channel tracking, output delay and grouped on/off control, power-up and power-down sequences for multiple rails are simple and reliable to set up.`,
  paragraphs: [
    'In embedded and communications equipment development, MCUs, FPGAs and RF circuits often need several supply rails at once. One PSD-3000 replaces several single-output supplies, and its output delay function accurately reproduces the power-up sequence of the board.',
    'Electronics labs at universities and vocational colleges can use the PSD-3000 as their standard bench supply: front-panel operation is straightforward, and reliable overvoltage and overcurrent protection keeps students from damaging the circuits they work on.',
    'For functional testing on low-volume production lines, the PSD-3000 connects to a PC over USB or LAN, and with Jingyuan test software it automates multi-channel power-up, current monitoring and pass/fail evaluation.',
  ],
  highlights: [
    'Multiple isolated outputs, in series for higher voltage or in parallel for higher current',
    'Channel tracking, output delay and grouped on/off for easy power sequencing',
    '4.3-inch color LCD shows all channel readings on one screen',
    'USB and LAN standard, with an SCPI-compatible command set',
  ],
}

const psd9000: EnglishSeries = {
  series: 'PSD-9000 Series',
  name: 'High-precision low-noise programmable DC power supply',
  summary: (m) =>
    `The ${m.model} delivers ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power, with ${mV(m.volts <= 100 ? 0.0001 : 0.001)} voltage setting resolution and dual-range current readback. It is designed for testing low-power devices and precision circuits.`,
  intro: (m) =>
    `The ${m.model} is the ${m.volts} V model of the PSD-9000 Series, with a maximum output of ${m.volts} V / ${m.amps} A and ${power(m.watts)}. A low-noise linear post-regulator keeps output ripple and noise far below that of conventional switching supplies, and the readback circuit has a high and a low current range: with resolution down to 10 nA on the low range, it measures standby and sleep currents accurately without an external multimeter.`,
  paragraphs: [
    'IoT devices, wearables and Bluetooth modules are highly sensitive to power consumption. The PSD-9000 continuously logs the current from sleep through transmission, and PC software computes the average power consumption, giving reliable data for battery life estimates.',
    'When developing sensors, precision op amps and ADC circuits, supply noise directly affects the measurement results. The low-noise output of the PSD-9000 serves as a reference-grade supply and minimizes the errors the supply itself introduces.',
    'The series offers GPIB, LAN and other interfaces and is SCPI-compatible, so it directly replaces comparable supplies in automated test systems or serves as a standard supply in metrology labs.',
  ],
  highlights: [
    'Low-noise linear post-regulator: ripple and noise as low as 2 mVp-p',
    'Dual-range current readback with resolution down to 10 nA',
    'High-speed data logging captures dynamic device current in full',
    'Voltage setting accuracy of ±(0.01% + 0.01% of full scale)',
  ],
}

/* -------------------------------------------------------------------- PSW */

const psw1000: EnglishSeries = {
  series: 'PSW-1000 Series',
  name: 'Compact wide-range switching DC power supply',
  summary: (m) =>
    `The ${m.model} delivers ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power. With autoranging output and a compact chassis that mounts side by side, it suits R&D benches and production stations.`,
  intro: (m) =>
    `The ${m.model} is a compact switching DC power supply in the PSW-1000 Series, with a maximum output of ${m.volts} V / ${m.amps} A and ${power(m.watts)} rated power. Autoranging lets it deliver a higher voltage or a higher current within its power rating than a conventional fixed-range supply, so one unit covers a wide variety of devices under test. The compact chassis takes little bench space, even with several units side by side.`,
  paragraphs: [
    'In consumer and automotive electronics development, the PSW-1000 provides stable DC power to main boards, controllers and motor drives. Adjustable voltage and current slew rates prevent inrush surges when powering capacitive loads.',
    'Burn-in and programming stations on production lines usually need many supplies running at once. Small, efficient and cool-running, PSW-1000 units mounted side by side form a compact power array that is monitored centrally over LAN.',
    'Built-in sequence output and timer functions, together with free PC software, handle simple power cycling and endurance tests without any programming.',
  ],
  highlights: [
    'Autoranging output handles high-voltage and high-current applications in one unit',
    'Small and efficient; units mount side by side to save bench space',
    'Programmable voltage and current slew rates protect capacitive loads',
    'Sequence output and timer functions run cycling tests without programming',
  ],
}

const psw3000: EnglishSeries = {
  series: 'PSW-3000 Series',
  name: 'Rack-mount high-power switching DC power supply',
  summary: (m) =>
    `The ${m.model} is a 19-inch rack-mount switching DC power supply delivering ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power. Active power factor correction makes it well suited to system integration and continuous long-term operation.`,
  intro: (m) =>
    `The ${m.model} is the ${power(m.watts)} model of the PSW-3000 Series, with a maximum output of ${m.volts} V / ${m.amps} A in a standard 19-inch rack-mount chassis that installs directly in a test cabinet. Active power factor correction keeps the power factor at 0.99 or higher at full load, which is easier on the power distribution system, and front-to-rear airflow makes it easy to stack several units.`,
  paragraphs: [
    'In burn-in testing of telecom power supplies, server power supplies and industrial control equipment, the PSW-3000 runs at full load for long periods, and an RS-485 bus lets a whole row of supplies be set and monitored centrally.',
    'Units of the same model support master/slave parallel operation: the master controls the system and shares the current automatically, so system power scales as needed. This is common in processes that need high DC current, such as electroplating and electrolysis.',
    'For automated test systems, the PSW-3000 comes in RS-232/RS-485, USB/LAN and GPIB/LAN interface versions and supports SCPI and Modbus RTU, so it integrates easily with different host architectures.',
  ],
  highlights: [
    'Standard 19-inch rack-mount chassis with front-to-rear airflow for easy stacking',
    'Active power factor correction: PF ≥ 0.99 at full load',
    'Master/slave parallel with automatic current sharing for flexible power expansion',
    'Several interface versions, with SCPI and Modbus RTU support',
  ],
}

const pswE: EnglishSeries = {
  series: 'PSW-E Series',
  name: 'Economy switching DC power supply',
  summary: (m) =>
    `The ${m.model} delivers ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power. Simple to operate and cost-effective, it is a go-to DC supply for repair, teaching and low-volume production.`,
  intro: (m) =>
    `The ${m.model} is an economy switching DC power supply in the PSW-E Series, delivering ${m.volts} V / ${m.amps} A and ${power(m.watts)}. Four-digit LED displays show voltage and current at the same time, and with coarse and fine adjustment knobs and three memory presets it is easy to pick up and use. RS-232/RS-485 interfaces are standard and cover basic remote control needs.`,
  paragraphs: [
    'Repair shops and after-sales service centers often use the PSW-E to power units under repair. Overvoltage, overcurrent and overtemperature protection cuts the output promptly if a faulty board shorts, preventing further damage.',
    'Electrical and electronics training labs at vocational colleges can equip student workstations with PSW-E supplies in quantity: they are rugged, intuitive to operate and inexpensive to maintain.',
    'For power-on inspection and simple burn-in during low-volume production, several PSW-E units can be networked over RS-485, with a host PC setting the outputs and logging operating data.',
  ],
  highlights: [
    'Four-digit LED displays show voltage and current at the same time for clear readings',
    'Coarse and fine adjustment knobs plus three memory presets for easy operation',
    'Complete overvoltage, overcurrent and overtemperature protection',
    'RS-232/RS-485 standard, with multi-unit networking',
  ],
}

/* -------------------------------------------------------------------- PSL */

const psl1000: EnglishSeries = {
  series: 'PSL-1000 Series',
  name: 'Single-output linear DC power supply',
  summary: (m) =>
    `The ${m.model} provides a single output of ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power. Linear regulation gives it extremely low ripple and noise, ideal for powering precision analog and RF circuits.`,
  intro: (m) =>
    `The ${m.model} is a ${m.volts} V / ${m.amps} A, ${power(m.watts)} single-output linear DC power supply. Its power stage combines a line-frequency transformer with linear pass transistors, so it has none of the high-frequency noise of a switching supply and output ripple stays below 1 mVrms. Large dual displays show voltage and current at the same time, and the smooth knobs make millivolt-level adjustments easy and precise.`,
  paragraphs: [
    'RF power amplifiers, low-noise amplifiers and audio circuits are very sensitive to supply noise. The linear output of the PSL-1000 adds virtually no spurious content, making it the supply of choice for RF and audio labs.',
    'In sensor calibration and precision measurement, the PSL-1000 serves as a stable excitation source with low output drift over long runs and highly repeatable results.',
    'USB and RS-232 interfaces are standard (LAN or GPIB on some models), and SCPI commands bring the supply into test systems, covering both manual operation and automation.',
  ],
  highlights: [
    'Linear regulation with ripple below 1 mVrms',
    'Transient response time of 50 μs or less',
    'Large dual displays show voltage and current at a glance',
    'Overvoltage, overcurrent and overtemperature protection, with output terminals on the front and rear panels',
  ],
}

const psl3000: EnglishSeries = {
  series: 'PSL-3000 Series',
  name: 'Multi-output linear DC power supply',
  summary: (m) =>
    `The ${m.model} is a ${channelAdjective[m.channels]}-output linear DC power supply. The main channels deliver ${span(m.volts, 'V')} / ${span(m.amps, 'A')} with ${power(m.watts)} total power and support series, parallel and tracking modes: one instrument covers every supply rail on a lab bench.`,
  intro: (m) =>
    `The ${m.model} provides ${channelWord[m.channels]} outputs; each of the two main channels delivers ${m.volts} V / ${m.amps} A, and total power is ${power(m.watts)}. The main channels switch between independent, series, parallel and tracking modes at the press of a button: series mode doubles the output voltage, parallel mode doubles the output current, and tracking mode provides symmetrical positive and negative rails, which is especially convenient when working on op amp circuits.`,
  paragraphs: [
    'In analog circuit teaching and lab work, op amps, comparators and similar devices need symmetrical positive and negative supplies. In tracking mode a single knob adjusts both outputs in step, making classroom demonstrations clear and intuitive.',
    'When debugging embedded products, the main channels power the core circuitry while the fixed third output supplies the logic or peripherals, so one instrument meets the power needs of a whole board.',
    'Thanks to the low noise of its linear design, the PSL-3000 is equally suited to audio equipment repair and RF module debugging, making it a staple in both R&D and after-sales departments.',
  ],
  highlights: [
    'Independent, series, parallel and tracking output modes',
    'Ripple below 1 mVrms on every channel',
    'Three memory presets recall common configurations at the press of a button',
    'USB interface standard for remote control and data logging',
  ],
}

/* ------------------------------------------------------------ PHP and PBD */

const php5000: EnglishSeries = {
  series: 'PHP-5000 Series',
  name: 'High-power programmable DC power supply',
  summary: (m) =>
    `The ${m.model} delivers ${span(m.volts, 'V')} / ${span(m.amps, 'A')} at ${power(m.watts)} rated power from a single 3U rack-mount unit. Master/slave parallel operation scales it to megawatt systems for high-power testing in new energy and industrial applications.`,
  intro: (m) =>
    `The ${m.model} is the ${m.volts} V model of the PHP-5000 Series, delivering ${power(m.watts)} from a 3U chassis with a maximum voltage of ${m.volts} V and a maximum current of ${m.amps} A. A three-phase active PFC front end and a soft-switching topology push full-load efficiency above 93%. Units of the same model are paralleled over fiber-optic links into DC power systems of several hundred kilowatts or even megawatts, with the front panel showing total system voltage, current and power directly.`,
  paragraphs: [
    'EV motor controllers, on-board chargers and high-voltage DC-DC converters all need high-power, high-voltage DC supplies in development and end-of-line testing. The PHP-5000 replaces a traditional battery pack to power the device under test, with a stable, repeatable voltage that avoids the test deviations caused by a changing battery state of charge.',
    'For PV inverter and energy storage converter testing, built-in I-V curve simulation turns the PHP-5000 into a PV array simulator for static and dynamic MPPT efficiency tests to EN 50530.',
    'In industrial applications such as electroplating, electrolysis, hydrogen production and burn-in of high-power components, the PHP-5000 runs continuously at full load for long periods, and remote monitoring over RS-485 or LAN connects it easily to the plant’s central control system.',
  ],
  highlights: [
    '15 kW in a 3U chassis for high power density',
    'Fiber-optic master/slave parallel scales systems to megawatts',
    'Three-phase active PFC, over 93% efficiency at full load',
    'Built-in PV I-V curve simulation and List mode',
    'Comprehensive OVP, OCP, OPP, OTP and phase-loss protection',
  ],
}

const phpCabinet: EnglishSeries = {
  series: 'PHP-C Series',
  name: 'Cabinet high-power DC power system',
  summary: (m) =>
    `The ${m.model} is a factory-integrated cabinet DC power system delivering ${span(m.volts, 'V')} / ${span(m.amps, 'A')} with ${power(m.watts)} system power. Power distribution, paralleling and emergency stop circuits are commissioned before shipment, so it is ready for use on arrival.`,
  intro: (m) =>
    `The ${m.model} consists of several PHP-5000 power units paralleled in a standard cabinet, delivering ${m.volts} V / ${m.amps} A and ${power(m.watts)}. The input circuit breaker, output contactor, emergency stop circuit and cooling ducts are integrated in the cabinet, and the complete system is commissioned and burned in at full load before shipment. Once three-phase power and the device under test are connected, the whole system is set and monitored as easily as a single power supply.`,
  paragraphs: [
    'Labs for traction battery packs, e-drive assemblies and EV chargers often need a hundred kilowatts or more of DC power. Delivered as a complete cabinet, the PHP-C Series greatly shortens on-site wiring and commissioning and avoids the compatibility issues of sourcing components separately.',
    'The system is operated locally from a touchscreen or controlled remotely. With the Jingyuan test platform software, several cabinets are scheduled centrally, with data logging and test report generation.',
    'The power units in the cabinet support redundant operation: if one unit fails, the system keeps running at reduced power, so maintenance can be scheduled without interrupting long-duration tests.',
  ],
  highlights: [
    'Delivered as a pre-integrated cabinet, ready for use on arrival',
    'Built-in input circuit breaker, output contactor and emergency stop circuit',
    'Central control of several cabinets for further power expansion',
    'Redundant unit design keeps running at reduced power after a fault',
  ],
}

const pbd3000: EnglishSeries = {
  series: 'PBD-3000 Series',
  name: 'Bidirectional programmable DC power supply',
  summary: (m) =>
    `The ${m.model} combines a DC power supply and a regenerative electronic load in one unit, rated ${span(m.volts, 'V')}, ±${m.amps} A and ±${power(m.watts)}. Absorbed energy is returned to the grid, making it ideal for charge and discharge testing of batteries and energy storage systems.`,
  intro: (m) =>
    `The ${m.model} is the ${power(m.watts)} model of the PBD-3000 Series, with a maximum voltage of ${m.volts} V and a current continuously adjustable from +${m.amps} A to −${m.amps} A. It switches seamlessly between source and sink with no dead band at zero crossing. When it operates as a load, it inverts the absorbed DC energy and returns it to the AC grid with a regeneration efficiency of at least 93% under rated conditions, which cuts electricity costs and greatly reduces the heat load on the lab.`,
  paragraphs: [
    'Charge-discharge cycling, capacity calibration and drive-cycle simulation of traction battery packs and modules are the main applications of the PBD-3000. Built-in battery simulation and charge/discharge step editing build test sequences to standards such as GB/T 31467 and IEC 62660.',
    'In the development of power conversion systems (PCS) for energy storage, on-board DC-DC converters and bidirectional OBCs, the PBD-3000 works as a battery simulator, emulating the terminal behavior of a battery at different states of charge and internal resistances, and keeps its output stable while energy flows in both directions.',
    'CAN and LAN interfaces are standard for direct communication with a BMS or test bench controller. Several units in parallel scale system power to several hundred kilowatts, meeting the test needs of vehicle-scale energy storage systems.',
  ],
  highlights: [
    'Source and sink in one unit: current continuously adjustable through zero with no dead band',
    'Returns energy to the grid with at least 93% regeneration efficiency',
    'Built-in battery simulation and charge/discharge step editing',
    'CAN and LAN standard for easy integration with a BMS or test bench',
    'Several units in parallel scale system power to several hundred kilowatts',
  ],
}

/** By the Chinese series name (`SeedProduct.series`). */
export const supplySeries: Record<string, EnglishSeries> = {
  'PSD-6000C 系列': psd6000c,
  'PSD-3000 系列': psd3000,
  'PSD-9000 系列': psd9000,
  'PSW-1000 系列': psw1000,
  'PSW-3000 系列': psw3000,
  'PSW-E 系列': pswE,
  'PSL-1000 系列': psl1000,
  'PSL-3000 系列': psl3000,
  'PHP-5000 系列': php5000,
  'PHP-C 系列': phpCabinet,
  'PBD-3000 系列': pbd3000,
}
