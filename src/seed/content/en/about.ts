/**
 * English about and service content: honors, jobs, FAQ categories and videos.
 * FAQs and the legal documents live in their own modules and are re-exported here.
 */
import type { EnglishFaqCategory, EnglishHonor, EnglishJob, EnglishVideo } from './types'

export { englishFaqs } from './about-faqs'
export { englishDocuments } from './about-documents'

/* ------------------------------------------------------------------ honors */

/** By Chinese title. */
export const englishHonors: Record<string, EnglishHonor> = {
  '专精特新“小巨人”企业': { title: 'National specialized and innovative “Little Giant” enterprise' },
  广东省工程技术研究中心: { title: 'Guangdong Provincial Engineering Technology Research Center' },
  'CNAS 认可实验室': { title: 'CNAS-accredited laboratory' },
  深圳市知名品牌: { title: 'Shenzhen Famous Brand' },
  'CE 认证': { title: 'CE certification' },
  'ISO 45001 职业健康安全管理体系认证': { title: 'ISO 45001 occupational health and safety management system certification' },
  'ISO 14001 环境管理体系认证': { title: 'ISO 14001 environmental management system certification' },
  国家高新技术企业: { title: 'National High-Tech Enterprise' },
  'ISO 9001 质量管理体系认证': { title: 'ISO 9001 quality management system certification' },
}

/* -------------------------------------------------------------------- jobs */

const lines = (items: string[]): string => items.map((item, index) => `${index + 1}. ${item}`).join('\n')

/** By Chinese title. */
export const englishJobs: Record<string, EnglishJob> = {
  '硬件工程师（电源方向）': {
    title: 'Hardware engineer (power electronics)',
    department: 'R&D Center',
    location: 'Guangming, Shenzhen',
    duties: lines([
      'Design power stages and control circuits for programmable DC power supplies, bidirectional power supplies and other products, including PFC, LLC and phase-shifted full-bridge topologies.',
      'Create schematics, select key components and review PCB layouts; deliver design documentation and BOMs.',
      'Lead prototype debugging and efficiency and thermal optimization, and support EMC and safety testing and the resulting design fixes.',
      'Support products through the transition to volume production, and solve hardware issues reported from production and after-sales service.',
    ]),
    requirements: lines([
      'Bachelor’s degree or above in power electronics, electrical engineering, automation or a related field.',
      '3+ years of experience developing switching power supplies or high-power converters; experience taking a kW-class product through full development is a plus.',
      'Familiar with common power topologies and control loop design; skilled with oscilloscopes, power analyzers and similar instruments.',
      'Proficient in Altium Designer or Cadence; familiar with safety standards such as IEC 61010.',
      'Clear, logical thinker with a strong sense of responsibility who enjoys digging into technical detail.',
    ]),
  },
  嵌入式软件工程师: {
    title: 'Embedded software engineer',
    department: 'R&D Center',
    location: 'Guangming, Shenzhen',
    duties: lines([
      'Develop the main controller firmware of power supplies and electronic loads, including the user interface, measurement algorithms and protection logic.',
      'Implement SCPI, Modbus, CAN and other communication protocols, and LAN, USB and RS-232 interface drivers.',
      'Take part in the software implementation and tuning of digital control loops.',
      'Write unit tests and technical documentation, and keep improving code quality and firmware maintainability.',
    ]),
    requirements: lines([
      'Bachelor’s degree or above in electronics, computer science, automation or a related field.',
      '3+ years of embedded C development experience; familiar with ARM Cortex-M or DSP platforms.',
      'Familiar with FreeRTOS or another real-time operating system; experience with the lwIP network stack is a plus.',
      'Experience developing firmware for instruments or power products is a plus.',
      'Good at reading technical documentation in English and working as part of a team.',
    ]),
  },
  测试工程师: {
    title: 'Test engineer',
    department: 'Quality Center',
    location: 'Guangming, Shenzhen',
    duties: lines([
      'Write test plans and test cases from product specifications, and carry out performance, reliability and environmental testing of new products.',
      'Build automated test platforms and develop test scripts to make R&D and production testing more efficient.',
      'Track issues to closure, analyze root causes of failures and drive improvements with R&D.',
      'Help define and maintain outgoing inspection standards.',
    ]),
    requirements: lines([
      'Associate degree or above in electronics, electrical engineering or a related field.',
      '2+ years of experience testing power supplies or instruments.',
      'Skilled with oscilloscopes, multimeters, electronic loads, power analyzers and other test equipment.',
      'Experience writing automated test programs in Python or LabVIEW is a plus.',
      'Meticulous and rigorous, with good problem analysis and written communication skills.',
    ]),
  },
  'FAE 现场应用工程师': {
    title: 'Field application engineer (FAE)',
    department: 'Technical Support',
    location: 'Shanghai / Shenzhen',
    duties: lines([
      'Provide pre-sales technical support: understand customer test requirements and recommend power supplies, loads and test systems.',
      'Give product demonstrations, install and commission equipment on site, and train customer operators.',
      'Help customers with SCPI programming and test automation integration, and solve technical issues in their applications.',
      'Gather market and customer feedback as input for new product planning.',
    ]),
    requirements: lines([
      'Bachelor’s degree or above in electronics, electrical engineering, automation or a related field.',
      '2+ years of technical support or R&D experience in the power supply or test and measurement industry.',
      'Familiar with typical test methods in the battery, PV, EV and related industries.',
      'Strong communication and presentation skills; willing to travel on short trips.',
      'Ability to work in English is a plus.',
    ]),
  },
  '销售经理（华东区）': {
    title: 'Sales manager (East China)',
    department: 'Sales and Marketing Center',
    location: 'Shanghai',
    duties: lines([
      'Develop the East China market (Shanghai, Jiangsu and Zhejiang), maintain key accounts and meet sales targets.',
      'Uncover the needs of customers in new energy, semiconductors, research institutes and other sectors, and drive projects to closure.',
      'Organize regional technical seminars and customer visits, and present solutions together with FAEs.',
      'Follow up on contract execution, payment collection and customer satisfaction.',
    ]),
    requirements: lines([
      'Bachelor’s degree or above; a science or engineering background is preferred.',
      '3+ years of sales experience in electronic test and measurement instruments or power supplies; an existing customer network in East China is a plus.',
      'Good business negotiation and project management skills.',
      'Results-driven, resilient under pressure and willing to travel frequently.',
    ]),
  },
  售后服务工程师: {
    title: 'After-sales service engineer',
    department: 'Customer Service',
    location: 'Wujiang, Suzhou',
    duties: lines([
      'Diagnose and repair returned equipment and verify its performance after repair.',
      'Calibrate equipment on schedule and issue calibration records.',
      'Provide technical advice to customers by phone and remotely, with on-site visits when needed.',
      'Document typical failure cases in a repair knowledge base and report quality issues to R&D.',
    ]),
    requirements: lines([
      'Associate degree or above in electronics or a related field.',
      '1+ year of experience repairing switching power supplies or electronic equipment; able to read circuit schematics.',
      'Skilled with common test instruments and able to repair at component level.',
      'Service-minded and patient; willing to travel on short trips.',
    ]),
  },
}

/* ------------------------------------------------------------ FAQ categories */

/** By category key. */
export const englishFaqCategories: Record<string, EnglishFaqCategory> = {
  usage: { name: 'Operation' },
  programming: { name: 'Remote control and programming' },
  service: { name: 'Service and calibration' },
  purchase: { name: 'Selection and purchasing' },
}

/* ------------------------------------------------------------------- videos */

/** By Chinese title. */
export const englishVideos: Record<string, EnglishVideo> = {
  'PSD 系列可编程直流电源功能演示': {
    title: 'PSD Series programmable DC power supplies: feature demo',
    summary:
      'See the front-panel operation of the PSD Series, automatic CV/CC crossover, List mode output and remote sense wiring, and get to know the key features of the series quickly.',
  },
  'ELD 系列电子负载电池放电测试演示': {
    title: 'ELD Series electronic loads: battery discharge test demo',
    summary:
      'Using a 48 V lithium battery pack, this demo shows constant-current discharge, cutoff voltage settings and capacity statistics on an ELD Series electronic load, and explains the wiring details to watch during the test.',
  },
  'PBD 系列双向电源能量回馈演示': {
    title: 'PBD Series bidirectional power supplies: energy regeneration demo',
    summary: 'Watch the PBD Series switch seamlessly between source and load mode and return the absorbed energy to the grid, showing the energy savings at a glance.',
  },
  'ELM 模块化电子负载多通道测试演示': {
    title: 'ELM modular electronic loads: multi-channel test demo',
    summary:
      'An ELM mainframe with several load modules tests a multi-output power supply in sync, including channel grouping, synchronized triggering and unified data acquisition.',
  },
  直流电源远端补偿原理与接线: {
    title: 'Remote sense on DC power supplies: how it works and how to wire it',
    summary: 'Learn why cables drop voltage at high output currents, how remote sense works, how to wire it correctly and which mistakes to avoid.',
  },
  'SCPI 编程入门：通过 LAN 控制电源': {
    title: 'Getting started with SCPI: controlling a power supply over LAN',
    summary:
      'Starting from IP settings and VISA resource strings, connect to a power supply, set its output and read back values with Python and PyVISA. Ideal for engineers new to programmed control.',
  },
  '电子负载 CC/CV/CR/CP 模式详解': {
    title: 'Electronic load CC/CV/CR/CP modes explained',
    summary:
      'With real devices under test, this video explains how each of the four basic electronic load modes works, where to use it and how to set it up, and what the dynamic mode parameters mean.',
  },
}
