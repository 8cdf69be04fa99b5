/**
 * English site-wide content: navigation, site configuration texts, company
 * profile and banners. Contact numbers, e-mail addresses, URLs and the ICP
 * number are not text and stay as they are in `../site.ts`.
 */
import { englishCategories } from './catalogue-categories'
import { englishBrand, englishCompanyAddress, englishCompanyName } from './company'
import type { EnglishBanner, EnglishCompanyInfo, EnglishMediaAlt, EnglishNavItem, EnglishSiteConfig } from './types'

/** Category names as menus and category banners show them, by the Chinese name. */
const categoryNames: Record<string, string> = {
  可编程直流电源: englishCategories['programmable-dc'].name,
  开关直流电源: englishCategories['switching-dc'].name,
  线性直流电源: englishCategories.linear.name,
  直流电子负载: englishCategories['electronic-load'].name,
  模块化电子负载: englishCategories['module-load'].name,
  大功率与双向电源: englishCategories['high-power'].name,
  测试测量仪器: englishCategories.instrument.name,
}

/* ------------------------------------------------------------- navigation */

/** Header and footer items by Chinese title; children by Chinese title (the union of both menus). */
export const englishNav: Record<string, EnglishNavItem> = {
  首页: { title: 'Home' },
  产品中心: { title: 'Products', children: { ...categoryNames, 更多: 'All products' } },
  服务支持: {
    title: 'Support',
    children: { 培训中心: 'Training center', 售后服务: 'After-sales service', 培训申请: 'Training request', 产品视频: 'Product videos' },
  },
  新闻资讯: { title: 'News', children: { 新闻中心: 'News center', 近期活动: 'Events' } },
  企业资讯: { title: 'News', children: { 最新新闻: 'Latest news', 近期活动: 'Events' } },
  下载中心: { title: 'Downloads' },
  关于我们: { title: 'About us', children: { 荣誉资质: 'Honors and certifications', 加入我们: 'Careers', 联系我们: 'Contact us' } },
  企业文化: { title: 'Our culture' },
}

/* ------------------------------------------------------------ site config */

export const englishSiteConfig: EnglishSiteConfig = {
  study_type: {
    product: 'Product operation training',
    programming: 'SCPI programming and test automation',
    battery: 'Battery test solutions',
    maintenance: 'Routine maintenance and calibration',
    system: 'Test system integration',
    custom: 'Custom training',
  },
  user_server_type: {
    repair: 'Repair',
    calibration: 'Calibration',
    upgrade: 'Firmware upgrade',
    install: 'Installation and commissioning',
    consult: 'Technical consultation',
    return: 'Return or exchange',
  },
  application_type: {
    battery: 'Batteries and energy storage',
    ev: 'Electric vehicles',
    pv: 'PV and inverters',
    semiconductor: 'Semiconductors and components',
    power: 'Power supplies and adapters',
    education: 'Universities and research',
    industrial: 'Industrial automation',
    other: 'Other',
  },
  production_line: 'Two production bases: Guangming, Shenzhen and Wujiang, Suzhou',
  system: {
    site: {
      name: englishBrand,
      title: `${englishBrand} – Manufacturer of programmable DC power supplies and electronic loads`,
      keywords:
        'programmable DC power supply,DC electronic load,switching power supply,linear power supply,bidirectional power supply,high-power DC power supply,battery testing,Jingyuan Electronics',
      description: `${englishBrand} designs and manufactures programmable DC power supplies, DC electronic loads, bidirectional power supplies and test and measurement instruments, providing stable, reliable power test solutions for electric vehicles, battery energy storage, photovoltaics, semiconductors and university research.`,
    },
    footer: {
      copyright: `© 2026 ${englishCompanyName} All rights reserved.`,
      address: englishCompanyAddress,
      slogan: 'Mastering power, rooted in focus',
    },
  },
}

/* ---------------------------------------------------------- company info */

export const englishCompanyInfo: EnglishCompanyInfo = {
  name: englishCompanyName,
  address: englishCompanyAddress,
  workTime: 'Monday to Friday, 8:30–17:30 China Standard Time (UTC+8), except public holidays in China',
  introduction: [
    `Founded in 2012, ${englishCompanyName} is a National High-Tech Enterprise dedicated to the development, manufacture and sale of DC power supplies and electronic loads. Headquartered in Guangming Science City, Shenzhen, with a second production base in Wujiang, Suzhou, the company runs modern SMT lines, a burn-in and test center for complete units and a CNAS-accredited metrology laboratory.`,
    `Building on more than a decade of technical expertise, ${englishBrand} now offers seven product lines: programmable DC power supplies, switching DC power supplies, linear DC power supplies, DC electronic loads, modular electronic loads, high-power and bidirectional power supplies, and test and measurement instruments. With output power from 30 W to 2 MW, they serve batteries and energy storage, electric vehicles, PV inverters, semiconductors, telecom power and university research.`,
    'We develop our own technology: R&D staff make up more than 35% of our workforce, and we hold over 200 invention patents, utility model patents and software copyrights. Every core technology, from power topologies and digital control algorithms to PC software, is our own, so we can deliver custom developments quickly to customer requirements.',
    `Today, ${englishBrand} products serve more than 5,000 customers in China and abroad. We have offices and technical service centers in Beijing, Shanghai, Chengdu, Xi’an, Wuhan and other cities, and reach markets in Southeast Asia, Europe and beyond through our partners. We will keep backing every test our customers run with reliable products and responsive service.`,
  ],
  culture: [
    'Mission: to help customers bring great products to the world faster with precise, reliable power and test technology.',
    'Vision: to become a trusted Chinese brand in power electronics testing worldwide, and to make the name Jingyuan synonymous with precision and reliability.',
    'Values: customer first, focused and pragmatic, open collaboration, continuous improvement. Every technical detail affects our customers’ test data and production yield, so we hold ourselves to high standards at every step of design, manufacturing and service.',
    'Team culture: we encourage engineers to go into the field and face problems head-on, and we respect everyone who suggests an improvement. At Jingyuan, senior experts and young engineers tackle challenges side by side, and technical sharing sessions and a mentoring program help every colleague keep growing.',
  ],
  idea: [
    'Quality first: from component selection and incoming inspection to a 72-hour burn-in of every complete unit, each instrument we ship passes a full test process and comes with a traceable final inspection report. We would rather test once more than let a unit with a hidden defect reach a customer.',
    'Driven by innovation: we reinvest more than 15% of our revenue in R&D, pushing ahead in high power density, energy regeneration and fast dynamic response to create long-term value for customers through technical leadership.',
    'Service at the core: our full-lifecycle service covers pre-sales selection, installation and commissioning, operator training and periodic calibration. We commit to responding within 2 hours and providing a solution within 48 hours, so customers can rely on their equipment with confidence for years to come.',
  ],
}

/* ----------------------------------------------------------------- banners */

/** By Chinese title: the three home-page banners, then one per category (titled with the category name). */
export const englishBanners: Record<string, EnglishBanner> = {
  '双向电源 能量回馈': {
    title: 'Bidirectional power with energy regeneration',
    subtitle: 'PBD Series: source and sink in one, with up to 95% regeneration efficiency',
  },
  新一代可编程直流电源: {
    title: 'The next generation of programmable DC power supplies',
    subtitle: 'PSD Series: up to 3 kW from a 1U chassis',
  },
  '2026 电源测试巡回研讨会': {
    title: '2026 power testing roadshow',
    subtitle: 'Ten cities, with live demos of battery and energy storage test solutions',
  },
  可编程直流电源: { title: categoryNames.可编程直流电源, subtitle: 'High precision, low ripple, multi-channel programmable outputs' },
  开关直流电源: { title: categoryNames.开关直流电源, subtitle: 'Wide output range and high power density for production testing' },
  线性直流电源: { title: categoryNames.线性直流电源, subtitle: 'Ultra-low noise and ripple, the first choice for R&D and teaching labs' },
  直流电子负载: { title: categoryNames.直流电子负载, subtitle: 'CC/CV/CR/CP modes with fast, precise dynamic response' },
  模块化电子负载: { title: categoryNames.模块化电子负载, subtitle: 'Mainframe and modules in flexible combinations for parallel multi-channel testing' },
  大功率与双向电源: { title: categoryNames.大功率与双向电源, subtitle: 'Energy regeneration and source-sink operation for tests up to hundreds of kilowatts' },
  测试测量仪器: { title: categoryNames.测试测量仪器, subtitle: 'A full range of power analyzers, battery resistance testers and digital multimeters' },
}

/* ------------------------------------------------------------ media alt */

/** Alt texts of the generated media whose Chinese alt text is fixed in the runner (others reuse a title). */
export const englishMediaAlt: EnglishMediaAlt = {
  product: (model) => `${model} product image`,
  demoClip: 'Product demo video',
  wechatQr: 'WeChat official account QR code',
  weiboQr: 'Official Weibo QR code',
  douyinQr: 'Douyin QR code',
}
