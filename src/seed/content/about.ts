/**
 * About and service seed content: honors, jobs, FAQ categories and videos.
 * FAQs and the legal documents live in their own modules and are re-exported here.
 */
import type { SeedFaqCategory, SeedHonor, SeedJob, SeedVideo } from './types'

export { faqs } from './about-faqs'
export { documents } from './about-documents'

/* ------------------------------------------------------------------ honors */

export const honors: SeedHonor[] = [
  { title: '专精特新“小巨人”企业', year: '2025', type: '1' },
  { title: '广东省工程技术研究中心', year: '2026', type: '1' },
  { title: 'CNAS 认可实验室', year: '2022', type: '2' },
  { title: '深圳市知名品牌', year: '2021', type: '1' },
  { title: 'CE 认证', year: '2020', type: '2' },
  { title: 'ISO 45001 职业健康安全管理体系认证', year: '2019', type: '2' },
  { title: 'ISO 14001 环境管理体系认证', year: '2018', type: '2' },
  { title: '国家高新技术企业', year: '2017', type: '1' },
  { title: 'ISO 9001 质量管理体系认证', year: '2016', type: '2' },
]

/* -------------------------------------------------------------------- jobs */

export const jobs: SeedJob[] = [
  {
    title: '硬件工程师（电源方向）',
    department: '研发中心',
    location: '深圳·光明',
    headcount: 3,
    duties: [
      '1. 负责可编程直流电源、双向电源等产品的功率级与控制电路设计，包括 PFC、LLC、移相全桥等拓扑；',
      '2. 完成原理图设计、关键器件选型与 PCB 布局评审，输出设计文档和 BOM；',
      '3. 主导样机调试、效率与热设计优化，配合完成 EMC、安规测试及整改；',
      '4. 支持产品导入量产，解决生产和售后中反馈的硬件问题。',
    ].join('\n'),
    requirements: [
      '1. 本科及以上学历，电力电子、电气工程、自动化等相关专业；',
      '2. 3 年以上开关电源或大功率变换器开发经验，有 kW 级产品完整开发经历者优先；',
      '3. 熟悉常用功率拓扑和环路设计方法，能熟练使用示波器、功率分析仪等仪器；',
      '4. 熟练使用 Altium Designer 或 Cadence，了解 IEC 61010 等安规标准；',
      '5. 逻辑清晰，责任心强，乐于钻研技术细节。',
    ].join('\n'),
    weight: 60,
  },
  {
    title: '嵌入式软件工程师',
    department: '研发中心',
    location: '深圳·光明',
    headcount: 2,
    duties: [
      '1. 负责电源、电子负载产品的主控固件开发，包括人机界面、测量算法和保护逻辑；',
      '2. 实现 SCPI、Modbus、CAN 等通信协议及 LAN、USB、RS-232 接口驱动；',
      '3. 参与数字控制环路的软件实现与参数调优；',
      '4. 编写单元测试与技术文档，持续改进代码质量和固件可维护性。',
    ].join('\n'),
    requirements: [
      '1. 本科及以上学历，电子、计算机、自动化等相关专业；',
      '2. 3 年以上嵌入式 C 开发经验，熟悉 ARM Cortex-M 或 DSP 平台；',
      '3. 熟悉 FreeRTOS 等实时操作系统，熟悉 lwIP 网络协议栈者优先；',
      '4. 有仪器仪表或电源类产品固件开发经验者优先；',
      '5. 具备良好的英文文档阅读能力和团队协作意识。',
    ].join('\n'),
    weight: 50,
  },
  {
    title: '测试工程师',
    department: '品质中心',
    location: '深圳·光明',
    headcount: 2,
    duties: [
      '1. 根据产品规格编写测试方案和测试用例，完成新品的性能、可靠性与环境试验；',
      '2. 搭建自动化测试平台，开发测试脚本，提升研发测试与产线测试效率；',
      '3. 跟踪问题闭环，分析失效原因并推动研发改进；',
      '4. 参与出厂检验标准的制定与维护。',
    ].join('\n'),
    requirements: [
      '1. 大专及以上学历，电子、电气相关专业；',
      '2. 2 年以上电源或仪器类产品测试经验；',
      '3. 熟练使用示波器、万用表、电子负载、功率分析仪等测试设备；',
      '4. 会使用 Python 或 LabVIEW 编写自动化测试程序者优先；',
      '5. 工作细致严谨，具备良好的问题分析与书面表达能力。',
    ].join('\n'),
    weight: 40,
  },
  {
    title: 'FAE 现场应用工程师',
    department: '技术支持部',
    location: '上海 / 深圳',
    headcount: 2,
    duties: [
      '1. 为客户提供售前技术支持，理解测试需求并给出电源、负载和测试系统的选型方案；',
      '2. 负责产品现场演示、安装调试及客户操作培训；',
      '3. 协助客户完成 SCPI 编程和自动化测试集成，解决应用中的技术问题；',
      '4. 收集市场与客户反馈，为新产品规划提供输入。',
    ].join('\n'),
    requirements: [
      '1. 本科及以上学历，电子、电气、自动化等相关专业；',
      '2. 2 年以上电源、测试测量仪器行业技术支持或研发经验；',
      '3. 了解电池、光伏、新能源汽车等行业的典型测试方法；',
      '4. 沟通表达能力强，能适应短期出差；',
      '5. 英语可作为工作语言者优先。',
    ].join('\n'),
    weight: 30,
  },
  {
    title: '销售经理（华东区）',
    department: '营销中心',
    location: '上海',
    headcount: 2,
    duties: [
      '1. 负责华东区域（上海、江苏、浙江）市场开拓与重点客户维护，完成销售目标；',
      '2. 深入挖掘新能源、半导体、科研院所等行业客户需求，推动项目落地；',
      '3. 组织区域技术研讨会和客户拜访，与 FAE 协同完成方案交流；',
      '4. 跟进合同执行、回款与客户满意度管理。',
    ].join('\n'),
    requirements: [
      '1. 本科及以上学历，理工科背景优先；',
      '2. 3 年以上电子测试测量仪器或电源行业销售经验，有华东区客户资源者优先；',
      '3. 具备良好的商务谈判能力和项目管理能力；',
      '4. 目标导向，抗压能力强，能适应经常出差。',
    ].join('\n'),
    weight: 20,
  },
  {
    title: '售后服务工程师',
    department: '客户服务部',
    location: '苏州·吴江',
    headcount: 1,
    duties: [
      '1. 负责返修设备的故障诊断、维修和维修后的性能验证；',
      '2. 按计划完成设备的计量校准，出具校准记录；',
      '3. 通过电话和远程方式为客户提供技术咨询，必要时上门服务；',
      '4. 整理典型故障案例，形成维修知识库并向研发反馈质量问题。',
    ].join('\n'),
    requirements: [
      '1. 大专及以上学历，电子类相关专业；',
      '2. 1 年以上开关电源或电子设备维修经验，能看懂电路原理图；',
      '3. 能够熟练使用常用测试仪器，具备元器件级维修能力；',
      '4. 服务意识强，有耐心，能适应短期出差。',
    ].join('\n'),
    weight: 10,
  },
]

/* ------------------------------------------------------------ FAQ categories */

export const faqCategories: SeedFaqCategory[] = [
  { key: 'usage', name: '使用操作', weight: 40 },
  { key: 'programming', name: '远程控制与编程', weight: 30 },
  { key: 'service', name: '售后与校准', weight: 20 },
  { key: 'purchase', name: '选型与采购', weight: 10 },
]

/* ------------------------------------------------------------------- videos */

export const videos: SeedVideo[] = [
  {
    title: 'PSD 系列可编程直流电源功能演示',
    kind: 'product',
    series: 'PSD-',
    summary: '演示 PSD 系列的面板操作、恒压/恒流自动切换、List 序列输出和远端补偿接线，帮助您快速了解这一系列的核心功能。',
    durationSeconds: 326,
    renderKind: 'programmable-dc',
    weight: 70,
  },
  {
    title: 'ELD 系列电子负载电池放电测试演示',
    kind: 'product',
    series: 'ELD-',
    summary: '以 48 V 锂电池组为例，演示 ELD 系列电子负载的恒流放电、截止电压设置和容量统计，并讲解测试中需要注意的接线细节。',
    durationSeconds: 412,
    renderKind: 'electronic-load',
    weight: 60,
  },
  {
    title: 'PBD 系列双向电源能量回馈演示',
    kind: 'product',
    series: 'PBD-',
    summary: '展示 PBD 系列在源模式与载模式之间的无缝切换，以及将吸收的电能回馈电网的过程，直观呈现节能效果。',
    durationSeconds: 285,
    renderKind: 'bidirectional',
    weight: 50,
  },
  {
    title: 'ELM 模块化电子负载多通道测试演示',
    kind: 'product',
    series: 'ELM-',
    summary: '演示 ELM 主机搭配多个负载模块进行多路输出电源同步测试，包括通道分组、同步触发与数据统一采集。',
    durationSeconds: 238,
    renderKind: 'module-load',
    weight: 40,
  },
  {
    title: '直流电源远端补偿原理与接线',
    kind: 'training',
    summary: '讲解大电流输出时线缆压降的成因、远端补偿（Remote Sense）的工作原理，以及正确接线和常见错误。',
    durationSeconds: 540,
    renderKind: 'programmable-dc',
    weight: 30,
  },
  {
    title: 'SCPI 编程入门：通过 LAN 控制电源',
    kind: 'training',
    summary: '从 IP 设置、VISA 资源字符串讲起，用 Python 和 PyVISA 完成电源的连接、输出设置与回读，适合初次接触程控的工程师。',
    durationSeconds: 865,
    renderKind: 'instrument',
    weight: 20,
  },
  {
    title: '电子负载 CC/CV/CR/CP 模式详解',
    kind: 'training',
    summary: '结合实际被测件，逐一讲解电子负载四种基本工作模式的原理、适用场景和设置方法，以及动态模式的参数含义。',
    durationSeconds: 688,
    renderKind: 'electronic-load',
    weight: 10,
  },
]
