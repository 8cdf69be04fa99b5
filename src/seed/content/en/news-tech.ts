/** English versions of the technical articles, by Chinese title. */
import type { EnglishArticle } from './types'

export const englishTechArticles: Record<string, EnglishArticle> = {
  '远端补偿（Remote Sense）接线方法与常见误区': {
    title: 'Remote sense wiring: how to do it right, and common mistakes',
    summary:
      'At high output currents, the voltage drop in the leads leaves the voltage at the load noticeably low. Used correctly, remote sense lets the supply regulate the voltage right at the load.',
    paragraphs: [
      'When the output current is high or the leads are long, the voltage drop across wires and contacts can no longer be ignored. At 50 A, for example, even a total loop resistance of just 20 mΩ leaves the load 1 V below the supply terminals, which matters a great deal when testing low-voltage devices.',
      'Remote sense uses a separate pair of sense leads to feed the voltage at the load back to the supply, which adjusts its output so that the voltage at the load equals the setting. Connect Sense+ and Sense- to the positive and negative terminals of the load respectively, as close as possible to the pins of the device under test.',
      'One common mistake is reversed or loose sense leads. With an open sense lead, some supplies lose their feedback and the output rises, which is why the PSD Series falls back to local sensing automatically and displays a warning when a sense lead is disconnected. Another mistake is routing the sense leads away from the power leads, where they pick up noise; use twisted pairs run alongside the power leads.',
      'Also note that remote sense can only make up for a limited voltage drop: the PSD Series compensates up to 1 V per power lead, and the compensated drop uses up part of the supply’s output voltage headroom. If the drop exceeds this range, use thicker or shorter leads rather than relying on compensation alone.',
    ],
  },
  '过压保护 OVP 与过流保护 OCP 应该如何设置': {
    title: 'How to set overvoltage (OVP) and overcurrent (OCP) protection',
    summary: 'OVP and OCP are the last line of defense for the device under test: set them too tight and they trip falsely, set them too loose and they protect nothing.',
    paragraphs: [
      'A programmable DC power supply usually has voltage and current settings as well as OVP and OCP protection thresholds. The settings determine the output limits in normal operation, while the protection thresholds shut the output down quickly when something goes wrong; the two serve different purposes.',
      'As a rule of thumb, set the OVP threshold about 5% to 10% above the operating voltage and below the highest voltage the device under test can tolerate. When powering a 12 V system whose device withstands at most 15 V, for example, set OVP to 13.5 V: normal fluctuations will not trip it, yet it protects the device if someone makes a mistake.',
      'OCP is easily confused with constant-current limiting. Current limiting puts the supply into CC mode and it keeps delivering power, whereas OCP shuts the output down when it trips. For devices that should not stay powered after a short circuit, such as motor driver boards, enable OCP with a suitable delay to ride through the inrush current at power-up.',
      'After a protection trip, find the cause before clearing the protection state; never force the output on by resetting it again and again. The PSD Series records the type of trip on the front panel and in the status register, so automated test programs detect the fault promptly and write the details to the test log.',
    ],
  },
  '读懂 CC/CV 自动切换：电源为什么会“掉”到恒流模式': {
    title: 'Understanding CC/CV crossover: why a power supply “drops” into constant-current mode',
    summary:
      'A power supply’s output is constrained by both its voltage and its current setting, and the load impedance decides whether the operating point lies in the CV or the CC region.',
    paragraphs: [
      'Many users run into this the first time they use a programmable supply: the voltage is set to 12 V, yet the output is only 8 V and the CC indicator on the front panel is lit. The supply is not faulty; the operating point has simply crossed over from the constant-voltage to the constant-current region.',
      'Think of the output characteristic of the supply as a rectangle, with current on the horizontal axis and voltage on the vertical axis. When the load resistance is greater than the voltage setting divided by the current setting, the supply operates in constant-voltage mode and the output voltage equals the setting; when the load resistance is smaller, the current reaches its limit, the supply enters constant-current mode and the voltage falls with the load.',
      'The behavior near the crossover point matters for some tests. When charging a capacitor, for example, the supply first charges at constant current and switches to constant voltage automatically once the voltage reaches the setting. The PSD Series keeps the crossover overshoot within 1% of the setting, so voltage-sensitive devices are not damaged.',
      'In automated tests, read the status register to find out which mode the supply is in, and treat an unexpected change to CC mode as a failure criterion: it quickly reveals a shorted device or an abnormally high load current.',
    ],
  },
  '纹波与噪声怎么测才准：探头、带宽与接地的细节': {
    title: 'Measuring ripple and noise accurately: probes, bandwidth and grounding',
    summary:
      'Ripple readings often differ several-fold depending on the measurement method. A consistent bandwidth limit and a short ground connection are the keys to trustworthy data.',
    paragraphs: [
      'Ripple and noise specifications in power supply datasheets are usually given as RMS and peak-to-peak values, together with the measurement bandwidth, commonly 20 Hz to 20 MHz. Before comparing supplies, check that the measurement conditions match; otherwise the numbers are not comparable.',
      'The most common measurement problem is a long probe ground lead. A ground clip a dozen or so centimeters long forms a small loop that picks up the high-frequency magnetic fields radiated by switching supplies, so the measured spikes are far larger than they really are. Instead, remove the probe cap and measure directly at the output terminals with a ground spring.',
      'Turn on the 20 MHz bandwidth limit of the oscilloscope and use AC coupling with a small vertical scale. If the ripple is only a few millivolts, use a 1:1 probe or a dedicated ripple probe to keep the oscilloscope’s own noise floor out of the reading.',
      'Measure at the output terminals of the supply or at the load, with the capacitors the datasheet specifies connected in parallel at the measurement point, such as a 0.1 μF ceramic capacitor and a 10 μF electrolytic capacitor. Only a consistent method shows the true output quality of a supply.',
    ],
  },
  '用 SCPI 指令实现 List 模式与序列编程': {
    title: 'Programming List mode and sequences with SCPI commands',
    summary: 'In List mode, a power supply steps through preset voltage, current and dwell time values on its own, which is ideal for voltage dip simulation and life testing.',
    paragraphs: [
      'Automotive electronics and industrial control testing often needs the supply to follow a specific waveform, such as the voltage dip during engine cranking or the slow decline of a battery voltage. If the host PC sends setting commands one at a time, communication latency spoils the timing accuracy.',
      'List mode downloads the voltage, current and dwell time of every step into the supply in advance, and the supply’s own clock controls the execution. On the PSD Series, for example, write the step values with LIST:VOLT and LIST:CURR, the dwell times with LIST:DWEL and the number of repetitions with LIST:COUN.',
      'Once the parameters are written, set the voltage mode to LIST and start the sequence with the INIT command. You can also set the trigger source to an external or bus trigger so that several instruments start at the same moment and their outputs change in sync.',
      'While debugging, verify the timing with a few steps first, then expand to the full sequence. During execution, query the current step number and combine it with the voltage and current readback to match each step’s measurements to the sequence for later analysis.',
    ],
  },
  两台电源如何并联或串联使用: {
    title: 'Connecting two power supplies in parallel or in series',
    summary:
      'A parallel connection increases the output current and a series connection increases the output voltage, but the wiring, the settings and the protection all need care.',
    paragraphs: [
      'When a single supply cannot provide enough current or voltage, two or more supplies of the same model can be combined. A parallel connection increases the output current and a series connection raises the output voltage, but it takes more than simply connecting the terminals together.',
      'In parallel, if both supplies run in constant-voltage mode, the slightest difference between their voltage settings makes one of them carry most of the current. Use models with master/slave parallel operation instead: PSD Series units, for example, are connected with a dedicated parallel cable, after which the master controls the system, the slaves share the current automatically, and the total current is set and displayed directly on the master.',
      'In series, keep two points in mind: the total voltage must not exceed the isolation rating of the output terminals to ground, and a reverse diode must be connected across the output of each supply so that neither sees a reverse voltage if the other shuts down first. In master/slave series mode the slave follows the output of the master, which keeps the voltage balanced between the two supplies.',
      'Whether in parallel or in series, use units of the same model and firmware version, with power leads of the same length and gauge. After wiring, verify at a low current first, and increase the load gradually once current or voltage sharing is confirmed to be normal.',
    ],
  },
  '电子负载 CC、CV、CR、CP 四种模式分别适合什么测试': {
    title: 'CC, CV, CR and CP: which electronic load mode suits which test',
    summary:
      'The four operating modes suit devices with different characteristics. The wrong mode not only gives inaccurate results but can also cause oscillation or trip the protection.',
    paragraphs: [
      'Constant current (CC) is the most widely used mode: the load sinks the set current regardless of the input voltage. It suits load regulation testing of power supplies, battery capacity discharge and charger output capability tests, and it is the first choice for testing power products.',
      'In constant voltage (CV) mode, the load adjusts the current it sinks to hold its input voltage at the setting, much like an adjustable Zener diode. It is often used for devices that behave as current sources, such as a charger in its constant-current phase, or for specific operating points of PV modules or fuel cells.',
      'Constant resistance (CR) mode simulates a fixed resistor, with the current proportional to the voltage. It suits resistive loads such as filaments and heaters and is also used to observe the soft-start behavior of a supply at power-up. Constant power (CP) mode holds the absorbed power constant, simulating constant-power loads such as DC-DC converters and constant-power battery discharge.',
      'Note that when the device under test is itself in a constant-current state, it should not be loaded in CC mode: two current sources fighting each other easily make the operating point unstable. Switching to CV or CR mode usually gives more reliable results.',
    ],
  },
  '动态负载测试：评估电源瞬态响应的实用方法': {
    title: 'Dynamic load testing: a practical way to evaluate power supply transient response',
    summary:
      'Switching the current quickly between two levels in the dynamic mode of an electronic load shows the overshoot, undershoot and recovery time of a power supply’s output at a glance.',
    paragraphs: [
      'Load transient response is a key power supply specification: it shows how well the supply keeps its output stable when the load changes suddenly. Loads such as processors and RF power amplifiers change their current very quickly, and if the supply does not respond fast enough, the resulting voltage dip can reset the system.',
      'To test it, set the electronic load to dynamic CC mode with a high and a low current level, their durations and the rise and fall slew rates. For example, switch between 10% and 90% of the rated current at a slew rate of 1 A/μs and a frequency of 100 Hz, and watch the output voltage of the supply on an oscilloscope.',
      'Read three parameters: the amplitude of the voltage undershoot or overshoot, the time the voltage takes to recover within the specified error band, and whether there is noticeable ringing. Use the sync trigger output of the load as the trigger source of the oscilloscope for a stable display.',
      'Bear in mind that the inductance of the load wiring limits the current slew rate you can actually reach. For high slew rate tests, keep the leads as short as possible and twist the positive and negative leads together; otherwise you may be measuring the cable rather than the supply.',
    ],
  },
  '用电子负载做电池放电测试：参数设置与数据记录': {
    title: 'Battery discharge testing with an electronic load: settings and data logging',
    summary: 'With the discharge current, cutoff voltage and logging interval set, an electronic load performs capacity tests and plots discharge curves.',
    paragraphs: [
      'Battery discharge testing is one of the most common electronic load applications, used to measure the actual capacity, evaluate consistency and plot discharge curves. Compared with a dedicated battery test system, an electronic load is flexible and inexpensive, which makes it well suited to R&D and incoming inspection sampling.',
      'Before testing, choose the discharge mode and the cutoff conditions. Constant-current discharge is the most common, for example at 0.5C down to a specified cutoff voltage. The battery test function of the ELD Series can also stop on discharged capacity or discharge time, ending the test automatically as soon as any condition is met so the battery is never over-discharged.',
      'Measure the voltage with remote sense leads connected directly to the battery tabs, so that the voltage drop in the discharge leads does not affect the cutoff decision. With high-capacity batteries, also watch for heating at the connections, and use copper busbars or heavier cables if needed.',
      'During the discharge, PC software logs voltage, current and accumulated capacity at the set interval and exports them as a spreadsheet at the end of the test. Overlaying the discharge curves of different batches quickly reveals cells with abnormal capacity or internal resistance.',
    ],
  },
  双向电源的能量回馈原理与节能效果分析: {
    title: 'How energy regeneration works in bidirectional power supplies, and how much it saves',
    summary:
      'When sinking power, a bidirectional supply returns the energy to the grid through its inverter, greatly reducing electricity costs and heat in long burn-in and charge-discharge tests.',
    paragraphs: [
      'Conventional electronic loads turn the energy they absorb into heat through power devices and heat sinks. For endurance tests of several kilowatts or more that run continuously for hundreds of hours, that energy and the extra air conditioning load add up to a considerable expense.',
      'The power stage of a bidirectional supply consists of a bidirectional DC-DC converter and a bidirectional AC-DC converter. As a source, energy flows from the grid through rectification and conversion to the device under test; as a load, the energy flows the other way and is inverted back to the grid as a near-sinusoidal current.',
      'Take a PBD-3000 Series unit cycling a battery pack: during the discharge phase, more than 90% of the energy is returned to the grid, so the overall electricity consumption and heat in the lab fall significantly and a correspondingly smaller air conditioning system will do.',
      'When using regenerative equipment, make sure the distribution wiring and the protective switchgear allow reverse power flow, and check the grid harmonic specifications of the equipment. The PBD Series has anti-islanding protection and stops regenerating automatically when the grid fails, keeping people and equipment safe.',
    ],
  },
  '选购可编程直流电源时，哪些参数最值得关注': {
    title: 'Choosing a programmable DC power supply: the specifications that matter most',
    summary: 'Beyond voltage, current and power, setting and readback accuracy, ripple, transient response and interfaces all affect the test results.',
    paragraphs: [
      'When choosing a supply, start from the voltage, current and power range the device under test needs. Allow about 20% headroom above the maximum requirement, and consider whether you need autoranging so that one instrument covers both high-voltage, low-current and low-voltage, high-current conditions.',
      'Next come the accuracy specifications. Setting accuracy determines how close the output is to the setting, and readback accuracy determines how far you can trust the measurements. If you need to measure tiny currents such as standby current, also check the low-current measurement ranges and resolution of the supply.',
      'Ripple and noise, load regulation and transient response time directly affect how the device under test behaves. For RF circuits, sensors or precision analog circuits, the low noise of a linear supply is a clear advantage; for high power and high efficiency, a switching supply is the better fit.',
      'Finally, do not overlook software and interfaces. Support for standard SCPI commands, available drivers and example programs, and remote control over LAN decide whether the instrument fits smoothly into an automated test system, and they also affect later maintenance and upgrade costs.',
    ],
  },
  低压大电流测试中的接线与接触电阻问题: {
    title: 'Wiring and contact resistance in low-voltage, high-current testing',
    summary: 'When sinking hundreds of amperes below 1 V, the cables and contact resistance often decide whether the test is possible at all, more than the equipment itself does.',
    paragraphs: [
      'Testing point-of-load converters or single fuel cells often means sinking a hundred amperes or more below 1 V. Many engineers then find that the electronic load cannot reach the current it is rated for, and the cause usually lies in the wiring.',
      'In CC mode an electronic load needs a certain minimum operating voltage. Take 0.6 V as an example: if the wires and contacts in the loop add up to 2 mΩ, they drop 0.4 V at 200 A, so the voltage at the load terminals will very likely fall below the minimum operating voltage and the current cannot reach the setting.',
      'The remedies are shorter and thicker wires, copper busbar connections, crimped lugs instead of alligator clips, and clean, tight contact surfaces. If the voltage of the device itself is too low, a DC power supply can also be inserted in series in the loop to give the load enough operating voltage.',
      'ELM Series module loads are optimized for low-voltage applications, with a minimum operating voltage as low as about 0.5 V at full current. With proper wiring and remote sense, engineers handle low-voltage, high-current tests of point-of-load converters and single fuel cells with ease.',
    ],
  },
}
