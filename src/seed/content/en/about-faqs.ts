/** English versions of every FAQ of the service center, by Chinese question. */
import type { EnglishFaq } from './types'

export const englishFaqs: Record<string, EnglishFaq> = {
  /* ------------------------------------------------------------------- usage */
  '直流电源的恒压（CV）和恒流（CC）模式是如何自动切换的？': {
    question: 'How does a DC power supply switch automatically between constant-voltage (CV) and constant-current (CC) mode?',
    answer: [
      'A power supply has both a voltage setting and a current setting. While the load current is below the current setting, the supply operates in constant-voltage mode and holds the output voltage at the setting; as soon as the load demands the set current, the supply switches to constant-current mode automatically, holding the output current constant while the output voltage falls with the load impedance.',
      'The crossover point follows from the voltage setting divided by the load resistance compared with the current setting, with no manual intervention. The CV/CC indicators on the front panel show the current state at all times. When powering batteries, capacitors or LEDs, set the current limit within the rating of the device first, then turn on the output.',
    ],
  },
  '什么情况下需要使用远端补偿（Remote Sense）？应该怎样接线？': {
    question: 'When do I need remote sense, and how do I wire it?',
    answer: [
      'At high output currents or with long output leads, the voltage drop across cables and connectors leaves the voltage at the load below the setting. For example, 20 A through a round-trip lead resistance of 0.01 Ω causes an error of 0.2 V. Remote sense samples the voltage at the load directly through a separate pair of sense leads, and the supply raises its output automatically to make up for the cable drop.',
      'Turn off the output before wiring, then connect Sense+ and Sense− to the positive and negative terminals at the load. Use twisted-pair sense leads and keep them away from the power leads. The sense leads carry only microamperes; never reverse them or swap them with the power leads, as this may trip the protection. The PSD Series compensates up to 1 V per output lead; see the datasheet of each model for its exact figure.',
    ],
  },
  '两台电源可以并联或串联使用以扩大输出吗？': {
    question: 'Can I connect two power supplies in parallel or in series to increase the output?',
    answer: [
      'Yes. Supplies of the same model can be connected in parallel for more current or in series for more voltage. The PSW and PHP Series support master/slave parallel operation: once connected with the dedicated paralleling cable, the master sets the output, the slaves share the current automatically and the front panel shows the total current directly. Models without a master/slave function can also be paralleled, but all units must be set to the same voltage, and their current limits then determine how well they share the current.',
      'In series, the total voltage must not exceed the isolation rating to ground marked on the unit (usually ±500 V or ±1000 V; see the datasheet). For both series and parallel operation, use units of the same model and firmware version, and connect the protection diodes at the outputs as described in the user manual.',
    ],
  },
  '电子负载开机后电流达不到设定值，是什么原因？': {
    question: 'Why does my electronic load not reach the set current?',
    answer: [
      'The most common reason is that the voltage of the power supply under test is below the minimum operating voltage of the load. At low voltages, the current a load can sink is limited by the on-resistance of its internal MOSFETs; one model, for example, sinks only about 30 A at 0.5 V. Check the minimum operating voltage curve in the datasheet, and if necessary use shorter or thicker test leads to reduce the voltage drop.',
      'Also check whether the power limit (CP limit) or overtemperature protection has been reached, and whether the power supply under test has gone into current limiting itself. In CR mode, the actual current equals the voltage divided by the set resistance, which can also be lower than expected.',
    ],
  },
  '电源输出纹波偏大，如何正确测量纹波和噪声？': {
    question: 'The output ripple of my power supply looks high. How do I measure ripple and noise correctly?',
    answer: [
      'Ripple readings depend heavily on the measurement method. Limit the oscilloscope bandwidth to 20 MHz, use the ground spring of the probe instead of a long ground lead, and measure directly at the output terminals. With long leads, radiated interference easily adds to the reading, and the measured ripple can be several times the real value.',
      'Ripple specifications of switching supplies are usually given both as peak-to-peak (Vpp) and as RMS (Vrms) values; compare your reading against the test conditions stated in the datasheet. For applications that are especially sensitive to ripple, choose a PSL Series linear power supply, with typical ripple below 1 mVrms.',
    ],
  },
  /* ------------------------------------------------------------- programming */
  '如何通过 LAN 口使用 SCPI 命令控制电源？': {
    question: 'How do I control a power supply with SCPI commands over LAN?',
    answer: [
      'First set an IP address in the System > Network menu on the front panel (or enable DHCP), and make sure the computer and the instrument are on the same subnet and can ping each other. The instrument supports VXI-11, HiSLIP and raw sockets (port 5025); VISA resource strings look like TCPIP0::192.168.1.100::inst0::INSTR or TCPIP0::192.168.1.100::5025::SOCKET.',
      'Once connected, send *IDN? to confirm that communication works, then set the output with commands such as VOLT 24, CURR 5 and OUTP ON, and read back the measured values with MEAS:VOLT? and MEAS:CURR?. Over a raw socket, terminate every command with a newline (\\n). For the complete command set, see the SCPI Programming Guide in the Downloads section.',
    ],
  },
  '程控时出现 “-113, Undefined header” 等错误，应如何排查？': {
    question: 'How do I troubleshoot errors such as “-113, Undefined header” during remote control?',
    answer: [
      'This error means the instrument did not recognize the command header it received. Usually the command is misspelled, is a proprietary command of another brand, or is not yet supported by the installed firmware version. Send SYST:ERR? repeatedly to read the error queue entry by entry and locate the statement at fault.',
      'Also make sure the command terminator settings match (usually \\n), and do not send a new query before you have read the result of the previous one; otherwise errors such as “-410, Query INTERRUPTED” occur.',
    ],
  },
  '是否提供 LabVIEW、Python 等开发环境的驱动和示例？': {
    question: 'Do you provide drivers and examples for LabVIEW, Python and other development environments?',
    answer: [
      'Yes. The Downloads section offers LabVIEW instrument drivers, Python example scripts based on PyVISA and C# example projects covering connection, output settings, readback, sequence testing and other common tasks. Members can download all programming materials after logging in.',
      'On other platforms such as MATLAB, C++ or a PLC, any environment that supports VISA or standard TCP sockets can send SCPI commands directly. The PBD and PHP Series also support Modbus TCP for easy integration into production line control systems.',
    ],
  },
  '多台仪器组成测试系统时，如何实现同步触发？': {
    question: 'How do I synchronize triggering across several instruments in a test system?',
    answer: [
      'The rear panel provides a digital I/O trigger interface: configure one instrument as the trigger source and the others for external trigger input to synchronize them to within microseconds. In software you can also send a bus trigger with *TRG or TRIG:IMM, but network latency then limits the synchronization accuracy.',
      'In an ELM modular electronic load, all modules in the same mainframe share an internal synchronization bus: once the channels are grouped, dynamic tests start simultaneously without any extra wiring.',
    ],
  },
  /* ----------------------------------------------------------------- service */
  '产品的保修期是多久？保修范围包括哪些？': {
    question: 'How long is the warranty, and what does it cover?',
    answer: [
      'All Jingyuan products come with a three-year warranty on the complete unit, starting from the date of shipment. During the warranty period, we repair or replace parts free of charge for any failure caused by components or workmanship, and we pay the one-way shipping cost of the return.',
      'Damage caused by misuse (such as a wrong input voltage, reverse current into the output, liquid ingress or dropping), by unauthorized disassembly or repair, or by operation beyond the specifications is not covered by the free warranty, though we can still repair it for a fee. Consumables such as batteries and fuses are not covered.',
    ],
  },
  '设备多久需要校准一次？可以在精源电子进行校准吗？': {
    question: 'How often should equipment be calibrated, and can Jingyuan calibrate it?',
    answer: [
      'We generally recommend calibration every 12 months. For equipment used where metrology requirements are high, used heavily or exposed to large temperature variations, the interval can be shortened to 6 months. Every unit ships with a factory calibration report.',
      'Our CNAS-accredited metrology laboratory issues calibration certificates bearing the CNAS mark, with a standard turnaround of 5 business days. Submit a calibration request on the After-sales Service page of our website, or contact your local office to arrange on-site calibration.',
    ],
  },
  '设备出现故障，如何申请维修？维修周期大概多长？': {
    question: 'How do I request a repair, and how long does it take?',
    answer: [
      'Log in to the member center, enter the model, serial number and fault symptoms on the After-sales Service page and submit the request, or call the after-sales service hotline directly. A technical engineer will contact you within 2 hours and first diagnose the problem remotely; wherever possible we solve it on site to avoid a return to the factory.',
      'If the unit has to come back to the factory, a standard repair takes 7–10 business days. In urgent cases that affect production, you can borrow a loaner unit first and return it once the repair is complete.',
    ],
  },
  '固件升级会不会丢失设置？升级失败怎么办？': {
    question: 'Will a firmware upgrade erase my settings, and what if the upgrade fails?',
    answer: [
      'A firmware upgrade normally keeps the calibration data, but some versions may reset saved user settings and List sequences, so export a backup with the PC software before upgrading. Keep the power stable during the upgrade, and never switch the unit off or remove the USB flash drive.',
      'If an interrupted upgrade leaves the unit unable to start normally, it enters bootloader mode automatically and you can repeat the upgrade as described in the user manual. If that does not recover it, contact after-sales service for remote assistance or a free repair at the factory.',
    ],
  },
  /* ---------------------------------------------------------------- purchase */
  '做电池充放电测试，应该如何选择电子负载和电源？': {
    question: 'How do I choose an electronic load and a power supply for battery charge and discharge testing?',
    answer: [
      'Start from the highest battery voltage and the maximum discharge current to choose the load rating, allowing about 20% headroom, and estimate the power as maximum voltage × maximum current. Note that a single cell discharged to around 2.5 V is at a very low voltage, so choose a model that still sinks high current at low voltage, or use shorter test leads to reduce the voltage drop.',
      'If you need to charge as well as discharge, you can combine a power supply with an electronic load, or choose a PBD Series bidirectional power supply, which runs complete charge-discharge cycles in one unit and returns the discharge energy to the grid, saving energy and producing less heat in long tests. For fast screening of internal resistance and capacity, add a BT Series battery tester.',
    ],
  },
  '可编程电源、开关电源和线性电源有什么区别？该怎么选？': {
    question: 'What is the difference between programmable, switching and linear power supplies, and which should I choose?',
    answer: [
      'Linear power supplies (PSL Series) have the lowest ripple and noise and a fast transient response, but they are less efficient and larger, which suits precision circuits, RF modules and teaching labs. Switching power supplies (PSW Series) offer high power density and a wide output range, which suits production testing and burn-in.',
      'Programmable DC power supplies (PSD Series) build on a switching architecture and add high-accuracy setting and readback, List mode and a wide choice of remote interfaces, which suits R&D validation and automated test systems. If you are not sure which is right for you, just send the specifications of your device under test and your test requirements to our technical engineers.',
    ],
  },
  '标准型号的交货期是多久？可以定制吗？': {
    question: 'What is the lead time for standard models, and do you offer customization?',
    answer: [
      'Standard models are usually in stock and ship within 3–5 business days of the order; high-power models (PHP and PBD Series) and volume orders usually take 2–4 weeks. The delivery date in the contract confirmed by our sales team applies.',
      'We can customize the output voltage and current ranges, communication interfaces, cabinet integration and PC software features. Our engineers first assess the feasibility of a custom project and propose a solution and lead time; small-batch custom orders usually take 4–8 weeks.',
    ],
  },
  '如何获取报价？支持试用或现场演示吗？': {
    question: 'How do I get a quote? Do you offer trials or on-site demonstrations?',
    answer: [
      'Call our inquiry hotline, add our sales team on WeChat, or leave your contact details on a product page, and a sales representative will contact you with a quote within one business day. Universities and research institutes are eligible for education discounts.',
      'For most standard models, an engineer can bring a demo unit to your site, or we can provide a free trial of 1–2 weeks so you can evaluate the equipment under real test conditions.',
    ],
  },
}
