import { companyInfo, siteConfig } from '@/data/site.server'
import applyStyles from '@/features/apply/apply.module.css'
import { ApplyAside } from '@/features/apply/apply-aside'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'

import { InquiryForm } from './inquiry-form'

const STEPS = [
  { title: '提交询价', text: '确认型号与数量，留下联系方式，询价单即刻转给销售工程师。' },
  { title: '确认需求', text: '销售工程师与您确认应用场景、配置与交期，必要时推荐更合适的型号。' },
  { title: '发送报价', text: '一般在一个工作日内通过邮件或电话给出正式报价。' },
  { title: '跟踪进度', text: '会员可在会员中心查看账号下的各项申请与记录。' },
]

const TIPS = ['需要的型号与数量', '测试对象与主要指标（电压、电流、功率）', '期望的交货时间与发票要求']

/** /inquiry: the basket's models and quantities, the contact details, and what happens next. */
export async function InquiryScreen() {
  const [config, company] = await Promise.all([siteConfig(), companyInfo()])
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '产品中心', href: '/product' }, { name: '询价单' }]} />
      <header className={applyStyles.hero}>
        <h1>询价单</h1>
        <p>把需要报价的型号加入询价单，填写数量和联系方式后提交，销售工程师会尽快给您报价。</p>
      </header>
      <div className={applyStyles.layout}>
        <InquiryForm industries={config.application_type} />
        <ApplyAside steps={STEPS} tips={TIPS} phone={config.information_phone} workTime={company.work_time} phoneLabel="也可以直接致电销售咨询热线" />
      </div>
    </div>
  )
}
