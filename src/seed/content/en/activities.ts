/**
 * English versions of every activity, by Chinese title. Times in the agendas
 * are China Standard Time, as on the Chinese pages; the online course, the one
 * event overseas visitors can join from home, says so.
 */
import type { EnglishActivity } from './types'

export const englishActivities: Record<string, EnglishActivity> = {
  /* ------------------------------------------------------------ open */
  'SCPI 自动化测试编程入门线上直播课': {
    title: 'Live online course: getting started with SCPI test automation',
    place: 'Online (live stream)',
    summary:
      'In two hours, learn from scratch how to control power supplies and electronic loads with SCPI commands, with live Python script examples and sample code to download after the class.',
    paragraphs: [
      'More and more labs and production lines want to move from manual to programmed testing, yet many engineers are still unfamiliar with SCPI commands and instrument interfaces. Presented by a Jingyuan application engineer, this live session is for engineers and students with some electronic test experience who want to get started with test automation.',
      'Schedule (China Standard Time, UTC+8): 19:30–19:50 SCPI command structure and common queries; 19:50–20:20 connecting a PSD power supply over LAN and USB, and setting and reading back values with Python and PyVISA; 20:20–20:50 an automated load regulation test with an ELD electronic load; 20:50–21:30 List mode programming demo and live Q&A.',
      'After you register, the live stream link will be sent by text message and email the day before the session. After the course, participants can download the demo scripts and slides from the member center.',
    ],
  },
  '双向电源与电池包充放电测试技术研讨会（深圳站）': {
    title: 'Seminar: bidirectional power supplies and battery pack charge-discharge testing (Shenzhen)',
    place: 'Third-floor auditorium, Jingyuan Electronics headquarters, Science and Technology Park, Nanshan District, Shenzhen',
    summary:
      'Focused on charge-discharge testing of battery packs and energy storage systems, the seminar covers bidirectional power supply selection, power distribution design for energy regeneration and safety practices, with live equipment demos.',
    paragraphs: [
      'As battery pack voltages and power levels keep rising, charge-discharge test systems are becoming harder to design. This seminar brings together Jingyuan’s R&D and application teams and test engineers from battery and energy storage companies to share practical experience with bidirectional power supplies in battery testing.',
      'Morning: 09:30–10:15 battery pack test requirements and key points in equipment selection; 10:15–11:00 energy regeneration in the PBD-3000 bidirectional power supply and what to consider in the power distribution; 11:15–12:00 customer case study: building a cycling test platform for energy storage battery racks.',
      'Afternoon: 13:30–14:30 safety in test system design, including BMS interlocks, insulation monitoring and emergency stop circuits; 14:30–15:30 live demo of a PBD-3000 and a BT Series battery tester running charge-discharge cycles together; 15:30–16:00 open discussion and Q&A.',
      'Attendance is free and lunch is provided. Seats are limited and subject to registration review; once your registration is approved, you will receive an admission confirmation by text message.',
    ],
  },
  '电子负载应用实战培训营（苏州站）': {
    title: 'Hands-on electronic load training camp (Suzhou)',
    place: 'Jingyuan Suzhou Technical Service Center, Suzhou Industrial Park',
    summary:
      'A one-day hands-on course covering the four electronic load operating modes, dynamic load testing, battery discharge and OCP testing, with one set of equipment for every two participants.',
    paragraphs: [
      'This training camp is mostly hands-on and suits engineers in power supply R&D, quality inspection and production testing. Participants work in pairs, each pair with an ELD-8000 electronic load, a PSD power supply and an oscilloscope, and the instructors provide guidance throughout.',
      'Morning: 09:00–10:30 principles and uses of the CC, CV, CR and CP modes, comparing test results across modes; 10:45–12:00 dynamic load testing: setting current slew rates and sync triggers, and measuring power supply transient response.',
      'Afternoon: 13:30–15:00 battery discharge testing and cutoff settings, exporting and analyzing discharge curves; 15:15–16:30 OCP/OPP testing and short-circuit simulation, and how to verify protection functions; 16:30–17:00 course quiz and training certificates.',
    ],
  },
  '光伏与储能测试方案技术研讨会（成都站）': {
    title: 'Seminar: PV and energy storage test solutions (Chengdu)',
    place: 'Jingyuan Chengdu Technical Service Center, Tianfu Avenue, High-tech Zone, Chengdu',
    summary: 'For PV inverter, energy storage converter and battery companies in southwest China: PV simulation, MPPT efficiency testing and bidirectional test solutions for PCS.',
    paragraphs: [
      'The PV and energy storage industry in southwest China is growing fast, and many companies face questions about equipment selection and test methods in R&D and production testing. The Jingyuan Chengdu Technical Service Center is hosting this seminar to meet industry users face to face.',
      'Agenda: 13:30–14:15 setting I-V curves on a PV simulator and testing static and dynamic MPPT efficiency; 14:15–15:00 DC-side test solutions for energy storage converters, including how to configure PBD bidirectional power supplies for PCS testing; 15:15–16:00 using PA Series power analyzers for efficiency measurement.',
      'From 16:00 to 18:00 the floor is open: visit the demo room of the service center for live PV simulation and energy storage test demonstrations, or bring your test requirements for a one-on-one conversation with an application engineer.',
    ],
  },
  /* ------------------------------------------------------------ full */
  '精源电子工厂开放日：走进研发实验室与生产基地': {
    title: 'Jingyuan open day: inside our R&D labs and production base',
    place: 'Jingyuan Electronics headquarters, Nanshan District, Shenzhen (shuttle bus to the Dongguan production base)',
    summary: 'Tour the R&D labs, the EMC pre-compliance lab and the automated high-power production line at the Dongguan base, and follow a power supply from design to shipment.',
    paragraphs: [
      'Open to customers, partners and university faculty and students, the open day gives you a close-up look at Jingyuan’s R&D and manufacturing capabilities. This session is fully booked; future sessions will be announced in the Events section of our website.',
      'Itinerary: 09:00 check-in at the Shenzhen headquarters; 09:30–11:00 tour of the R&D labs and the EMC pre-compliance lab, where R&D engineers explain how we validate product reliability; 11:00–12:30 shuttle bus to the Dongguan production base, and lunch.',
      '13:30–15:30 tour of the SMT workshop, the automated high-power production line and the regenerative burn-in room, with an introduction to in-line testing and quality traceability; 15:30–16:30 discussion session to hear customers’ suggestions on our products and services; 17:00 return to the Shenzhen headquarters.',
      'For safety and confidentiality reasons, please wear your visitor badge throughout the tour. Photography is not permitted in production areas, and slippers and high heels are not allowed.',
    ],
  },
  '可编程电源高级应用培训营（北京站·小班）': {
    title: 'Advanced programmable power supply training camp (Beijing, small class)',
    place: 'Training room, Jingyuan Beijing Technical Service Center, Haidian District, Beijing',
    summary:
      'A 12-person class covering parallel and series operation, remote sense, List mode programming and synchronized triggering of several instruments, for engineers who already have hands-on experience.',
    paragraphs: [
      'This training camp is for engineers who already know the basics of programmable power supplies and want to test more efficiently. To make sure everyone gets hands-on practice, the class is limited to 12 participants, each with their own PSD power supply and ELD load. This session is fully booked.',
      'Morning: 09:00–10:30 wiring for master/slave parallel and series operation, verifying current sharing and setting up protection; 10:45–12:00 how remote sense works and wiring techniques for low-voltage, high-current testing, measuring how the voltage at the load differs between wiring methods.',
      'Afternoon: 13:30–15:00 List mode programming: writing an automotive cranking voltage dip waveform with SCPI commands; 15:15–16:30 bus triggering and synchronized measurement across several instruments; 16:30–17:30 Q&A on participants’ own test problems and course wrap-up.',
    ],
  },
  /* ----------------------------------------------------------- ended */
  '慕尼黑上海电子展 精源电子展台参观预约': {
    title: 'Book a visit to the Jingyuan booth at electronica China',
    place: 'Jingyuan booth, Shanghai New International Expo Centre',
    summary:
      'Book your visit to the Jingyuan booth during the show for priority access to new-product presentations and live battery testing and PV simulation demos, plus show-only literature.',
    paragraphs: [
      'Jingyuan Electronics exhibited at this year’s electronica China, featuring the PBD-3000 bidirectional power supply, PHP high-power DC power supplies, ELD-8000 electronic loads and PA Series power analyzers. Visitors with an appointment checked in quickly at the entrance and were given a guided tour.',
      'The booth ran three live demos every day: 10:30 battery pack charge-discharge cycling; 13:30 PV I-V curve simulation and inverter MPPT tracking; 15:30 electronic load dynamic testing and power supply transient response measurement. Each demo lasted about 30 minutes, followed by Q&A.',
      'This event has ended. Thank you to everyone who visited us. Demo videos and product literature from the show are available in the Videos and Downloads sections of our website.',
    ],
  },
  '高校电力电子实验教学研讨会（西安站）': {
    title: 'Seminar on power electronics lab teaching for universities (Xi’an)',
    place: 'Jingyuan Xi’an Technical Service Center, Yanta District, Xi’an',
    summary:
      'Explore experiment design for power electronics and power supply courses with university faculty, and see the programmable power supplies, electronic loads and lab platforms suited to teaching.',
    paragraphs: [
      'This seminar is for lab instructors and lab managers in electrical engineering, automation and electronic information programs, and covers equipment selection, experiment design and safety management in power electronics lab teaching.',
      'Agenda: 14:00–14:40 designing lab experiments for power electronics courses, using buck and boost converter experiments as examples; 14:40–15:20 recommended configurations of PSL linear and PSD programmable power supplies for teaching labs; 15:30–16:10 SCPI-based virtual instrument experiments and automated data acquisition; 16:10–17:00 faculty discussion and hands-on time with the equipment.',
      'The event has ended; faculty from many universities across northwest China took part. The seminar materials have been emailed to the attendees; to request a copy, please contact the Xi’an Technical Service Center.',
    ],
  },
  武汉技术服务中心开业暨新能源汽车电子测试交流会: {
    title: 'Wuhan Technical Service Center opening and EV electronics testing forum',
    place: 'Jingyuan Wuhan Technical Service Center, East Lake High-tech Development Zone, Wuhan',
    summary:
      'Celebrating the opening of the Wuhan Technical Service Center with a forum on automotive power electronics testing, presenting test solutions for automotive-grade DC-DC converters and on-board chargers.',
    paragraphs: [
      'To celebrate the opening of the Wuhan Technical Service Center, Jingyuan Electronics invited EV component makers and research institutes from central China to tour the center and exchange ideas on testing.',
      'Agenda: 14:00–14:20 unveiling of the center and an introduction to its services; 14:20–15:10 test solutions for on-board DC-DC converters and on-board chargers, combining PBD bidirectional power supplies with ELD loads; 15:20–16:00 simulating automotive supply voltage dips and cranking waveforms; 16:00–17:00 tour of the repair stations, calibration lab and demo room.',
      'The event has ended. The Wuhan Technical Service Center offers repair, calibration, loaner units and on-site training; customers in central China are welcome to book its services.',
    ],
  },
}
