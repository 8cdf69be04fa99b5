/**
 * Site-wide seed content: navigation, site configuration, company profile,
 * banners and staff accounts.
 */
import type { RenderKind, SeedBanner, SeedCompanyInfo, SeedNavItem, SeedSiteConfig, SeedStaffAccount } from './types'

/** Product categories as they appear in menus and banners (key, display name). */
const productCategoryLinks: { key: string; name: string; renderKind: RenderKind }[] = [
  { key: 'programmable-dc', name: '可编程直流电源', renderKind: 'programmable-dc' },
  { key: 'switching-dc', name: '开关直流电源', renderKind: 'switching-dc' },
  { key: 'linear', name: '线性直流电源', renderKind: 'linear' },
  { key: 'electronic-load', name: '直流电子负载', renderKind: 'electronic-load' },
  { key: 'module-load', name: '模块化电子负载', renderKind: 'module-load' },
  { key: 'high-power', name: '大功率与双向电源', renderKind: 'high-power' },
  { key: 'instrument', name: '测试测量仪器', renderKind: 'instrument' },
]

const categoryUrl = (key: string): string => `/product?category=${key}`

/* ------------------------------------------------------------- navigation */

export const headerNav: SeedNavItem[] = [
  { title: '首页', url: '/', weight: 60 },
  {
    title: '产品中心',
    url: '/product',
    weight: 50,
    children: productCategoryLinks.map((category, index) => ({
      title: category.name,
      url: categoryUrl(category.key),
      weight: (productCategoryLinks.length - index) * 10,
    })),
  },
  {
    title: '服务支持',
    url: '/serve',
    weight: 40,
    children: [
      { title: '培训中心', url: '/serve', weight: 40 },
      { title: '售后服务', url: '/apply/after', weight: 30 },
      { title: '培训申请', url: '/apply/training', weight: 20 },
      { title: '产品视频', url: '/product/video', weight: 10 },
    ],
  },
  {
    title: '新闻资讯',
    url: '/news',
    weight: 30,
    children: [
      { title: '新闻中心', url: '/news', weight: 20 },
      { title: '近期活动', url: '/activity', weight: 10 },
    ],
  },
  { title: '下载中心', url: '/download', weight: 20 },
  {
    title: '关于我们',
    url: '/about',
    weight: 10,
    children: [
      { title: '荣誉资质', url: '/about?tab=honor', weight: 30 },
      { title: '加入我们', url: '/about?tab=join', weight: 20 },
      { title: '联系我们', url: '/contact', weight: 10 },
    ],
  },
]

export const footerNav: SeedNavItem[] = [
  { title: '首页', url: '/', weight: 60 },
  {
    title: '产品中心',
    url: '/product',
    weight: 50,
    children: [
      ...productCategoryLinks.slice(0, 4).map((category, index) => ({
        title: category.name,
        url: categoryUrl(category.key),
        weight: (5 - index) * 10,
      })),
      { title: '更多', url: '/product', weight: 0 },
    ],
  },
  {
    title: '服务支持',
    url: '/serve',
    weight: 40,
    children: [
      { title: '培训中心', url: '/serve', weight: 20 },
      { title: '售后服务', url: '/apply/after', weight: 10 },
    ],
  },
  {
    title: '企业资讯',
    url: '/news',
    weight: 30,
    children: [
      { title: '最新新闻', url: '/news', weight: 20 },
      { title: '近期活动', url: '/activity', weight: 10 },
    ],
  },
  { title: '下载中心', url: '/download', weight: 20 },
  { title: '企业文化', url: '/about', weight: 10 },
]

/* ------------------------------------------------------------ site config */

const companyAddress = '广东省深圳市光明区凤凰街道光明科学城精源科技园 3 栋'

export const siteConfig: SeedSiteConfig = {
  study_type: [
    { key: 'product', value: '产品操作培训' },
    { key: 'programming', value: 'SCPI 编程与自动化测试' },
    { key: 'battery', value: '电池测试方案' },
    { key: 'maintenance', value: '日常维护与校准' },
    { key: 'system', value: '测试系统集成' },
    { key: 'custom', value: '定制化培训' },
  ],
  user_server_type: [
    { key: 'repair', value: '故障维修' },
    { key: 'calibration', value: '计量校准' },
    { key: 'upgrade', value: '固件升级' },
    { key: 'install', value: '安装调试' },
    { key: 'consult', value: '技术咨询' },
    { key: 'return', value: '退换货' },
  ],
  application_type: [
    { key: 'battery', value: '电池与储能' },
    { key: 'ev', value: '新能源汽车' },
    { key: 'pv', value: '光伏与逆变器' },
    { key: 'semiconductor', value: '半导体与元器件' },
    { key: 'power', value: '电源与适配器' },
    { key: 'education', value: '高校与科研' },
    { key: 'industrial', value: '工业自动化' },
    { key: 'other', value: '其他' },
  ],
  information_phone: '400-860-0755',
  technical_support_phone: '0755-26880001',
  server_phone: '400-860-0766',
  production_line: '深圳光明 · 苏州吴江 双生产基地',
  business_wechat: 'jingyuan_sales',
  tech_wechat: 'jingyuan_fae',
  customer_service_wechat: 'jingyuan_service',
  system: {
    site: {
      name: '精源电子',
      title: '精源电子 - 可编程直流电源与电子负载专业制造商',
      keywords: '可编程直流电源,直流电子负载,开关电源,线性电源,双向电源,大功率电源,电池测试,精源电子',
      description: '精源电子专注研发与制造可编程直流电源、直流电子负载、双向电源及测试测量仪器，为新能源汽车、电池储能、光伏、半导体与高校科研提供稳定可靠的电源测试解决方案。',
    },
    footer: {
      copyright: '© 2026 深圳精源电子科技有限公司 版权所有',
      address: companyAddress,
      email: 'info@example.com',
      slogan: '精于电源，源于专注',
    },
  },
  icp: '粤ICP备2026000000号-1',
  analytics_site_id: '',
}

/* ---------------------------------------------------------- company info */

export const companyInfo: SeedCompanyInfo = {
  name: '深圳精源电子科技有限公司',
  address: companyAddress,
  phone: '0755-26880000',
  fax: '0755-26880009',
  email: 'info@example.com',
  postcode: '518107',
  workTime: '周一至周五 8:30–17:30（法定节假日除外）',
  introduction: [
    '深圳精源电子科技有限公司成立于 2012 年，是一家专注于直流电源与电子负载研发、生产和销售的国家高新技术企业。公司总部位于深圳光明科学城，并在苏州吴江设有第二生产基地，拥有现代化 SMT 产线、整机老化测试中心和 CNAS 认可的计量实验室。',
    '经过十余年的技术积累，精源电子已形成可编程直流电源、开关直流电源、线性直流电源、直流电子负载、模块化电子负载、大功率与双向电源以及测试测量仪器七大产品线，输出功率覆盖 30 W 至 2 MW，广泛应用于电池与储能、新能源汽车、光伏逆变器、半导体、通信电源及高校科研等领域。',
    '公司坚持自主研发，研发人员占员工总数的 35% 以上，累计取得发明专利、实用新型专利和软件著作权 200 余项。从功率拓扑、数字控制算法到上位机软件，核心技术全部自主掌握，能够根据客户需求快速完成定制开发。',
    '目前，精源电子的产品已服务国内外 5000 余家客户，在北京、上海、成都、西安、武汉等地设有办事处和技术服务中心，并通过合作伙伴覆盖东南亚、欧洲等海外市场。我们将继续以可靠的产品和及时的服务，为客户的每一次测试提供坚实保障。',
  ],
  culture: [
    '使命：以精准、可靠的电源与测试技术，帮助客户更快地把好产品带到世界。',
    '愿景：成为全球电力电子测试领域值得信赖的中国品牌，让“精源”成为精度与可靠的代名词。',
    '价值观：客户为先、专注务实、开放协作、持续精进。我们相信，每一个技术细节都关系到客户的实验数据和生产良率，因此在设计、制造和服务的每个环节都坚持高标准。',
    '团队氛围：我们鼓励工程师深入现场、直面问题，尊重每一个提出改进建议的人。在精源，资深专家与年轻工程师并肩攻关，技术分享会和导师制度帮助每位同事持续成长。',
  ],
  idea: [
    '品质立业：从元器件选型、来料检验到整机 72 小时老化，每一台出厂设备都经过完整的测试流程，并附带可追溯的出厂检验报告。我们宁可多测一遍，也不让一台有隐患的设备到达客户手中。',
    '创新驱动：持续将营收的 15% 以上投入研发，围绕高功率密度、能量回馈、高速动态响应等方向不断突破，以技术领先为客户创造长期价值。',
    '服务为本：建立覆盖售前选型、安装调试、操作培训和定期校准的全生命周期服务体系，承诺 2 小时内响应、48 小时内给出解决方案，让客户用得放心、用得长久。',
  ],
}

/* ----------------------------------------------------------------- banners */

const categoryBannerText: Record<string, { title: string; subtitle: string }> = {
  'programmable-dc': { title: '可编程直流电源', subtitle: '高精度 · 低纹波 · 多通道可编程输出' },
  'switching-dc': { title: '开关直流电源', subtitle: '宽范围输出，高功率密度，适配产线测试' },
  linear: { title: '线性直流电源', subtitle: '超低噪声与纹波，研发与教学实验首选' },
  'electronic-load': { title: '直流电子负载', subtitle: 'CC/CV/CR/CP 多模式，动态响应快速精准' },
  'module-load': { title: '模块化电子负载', subtitle: '主机 + 模块灵活组合，多通道并行测试' },
  'high-power': { title: '大功率与双向电源', subtitle: '能量回馈，源载一体，覆盖百千瓦级测试' },
  instrument: { title: '测试测量仪器', subtitle: '功率分析、电池内阻与数字万用表全系列' },
}

export const banners: SeedBanner[] = [
  {
    title: '双向电源 能量回馈',
    subtitle: 'PBD 系列源载一体，回馈效率高达 95%',
    position: 'home-top',
    link: categoryUrl('high-power'),
    renderKind: 'bidirectional',
    weight: 30,
  },
  {
    title: '新一代可编程直流电源',
    subtitle: 'PSD 系列 1U 机身，最高 3 kW 输出',
    position: 'home-top',
    link: categoryUrl('programmable-dc'),
    renderKind: 'programmable-dc',
    weight: 20,
  },
  {
    title: '2026 电源测试巡回研讨会',
    subtitle: '十城联动，现场演示电池与储能测试方案',
    position: 'home-top',
    link: '/activity',
    renderKind: 'electronic-load',
    weight: 10,
  },
  ...productCategoryLinks.map((category, index): SeedBanner => ({
    title: categoryBannerText[category.key].title,
    subtitle: categoryBannerText[category.key].subtitle,
    position: 'category',
    link: categoryUrl(category.key),
    categoryKey: category.key,
    renderKind: category.renderKind,
    weight: (productCategoryLinks.length - index) * 10,
  })),
]

/* ------------------------------------------------------------------- staff */

export const staffAccounts: SeedStaffAccount[] = [
  { email: 'admin@example.com', name: '站点管理员', role: 'admin' },
  { email: 'editor@example.com', name: '内容编辑', role: 'editor' },
]
