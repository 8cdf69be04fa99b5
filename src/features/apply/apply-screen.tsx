import { companyInfo, siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'

import { ApplyAside } from './apply-aside'
import { ApplyForm, type ApplyKind } from './apply-form'
import styles from './apply.module.css'

const COPY = {
  'after-sales': {
    title: '售后服务申请',
    lead: '设备出现故障、需要计量校准、固件升级或安装调试？填写下面的申请，售后工程师会尽快与您联系，确认处理方式和时间。',
    steps: [
      { title: '提交申请', text: '填写产品型号、服务类型和问题描述，申请即刻进入售后工单。' },
      { title: '工程师联系', text: '售后工程师通过电话或邮件与您联系，确认故障现象、保修状态和处理方式。' },
      { title: '安排处理', text: '远程指导、寄修或上门服务；维修与校准完成后附检测报告寄回。' },
      { title: '跟踪进度', text: '会员可在会员中心的“我的记录”里查看每一次申请的处理状态。' },
    ],
    tips: ['设备型号与机身序列号', '故障出现时的设定值、负载情况与报警代码', '面板或波形照片（工程师联系时可补充）'],
  },
  training: {
    title: '培训申请',
    lead: '按您使用的设备和测试应用选择培训方向，应用工程师会与您确认培训内容、时间和形式：线上直播、到厂培训或来我司实训。',
    steps: [
      { title: '提交申请', text: '选择培训类型并说明需求，申请即刻转给应用工程师。' },
      { title: '确认方案', text: '工程师与您沟通设备、人数和基础，给出培训大纲与时间建议。' },
      { title: '开展培训', text: '线上、到厂或来我司实训，按需提供课件与示例程序。' },
      { title: '跟踪进度', text: '会员可在会员中心的“我的记录”里查看申请的处理状态。' },
    ],
    tips: ['使用的设备型号与数量', '参加人员的岗位与基础', '希望的培训时间、地点与形式'],
  },
} as const

type Props = { kind: ApplyKind; initialModel?: string }

/** An application screen: title, the form (member section and request) and the side column. */
export async function ApplyScreen({ kind, initialModel }: Props) {
  const [config, company] = await Promise.all([siteConfig(), companyInfo()])
  const copy = COPY[kind]
  const types = Object.values(kind === 'after-sales' ? config.user_server_type : config.study_type)
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '培训中心', href: '/serve' }, { name: copy.title }]} />
      <header className={styles.hero}>
        <h1>{copy.title}</h1>
        <p>{copy.lead}</p>
      </header>
      <div className={styles.layout}>
        <ApplyForm kind={kind} types={types} industries={config.application_type} initialModel={initialModel} />
        <ApplyAside steps={[...copy.steps]} tips={[...copy.tips]} phone={config.server_phone} workTime={company.work_time} />
      </div>
    </div>
  )
}
