import styles from './sign-up.module.css'

const BENEFITS = [
  { title: '下载会员资料', text: '产品规格书、用户手册、编程指南，以及上位机软件与驱动的最新版本，登录即可下载。' },
  { title: '报名技术活动', text: '新品发布、技术研讨会与线下培训，用会员资料一键报名，不必每次重填。' },
  { title: '申请售后与培训', text: '设备维修、校准、技术支持或上门培训，在线提交，工程师会尽快与您联系。' },
  { title: '查看办理进度', text: '每一份申请和报名都记录在会员中心，处理到哪一步，一目了然。' },
]

/** The description column of /sign-up: why register, in the maker's words. */
export function SignUpIntro({ siteName, phone }: { siteName: string; phone: string }) {
  return (
    <aside className={styles.intro} aria-labelledby="sign-up-why">
      <h2 id="sign-up-why">成为{siteName}会员</h2>
      <p className={styles.lead}>注册免费，一个账号用于资料下载、活动报名和服务申请。</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>我们只把您的资料用于联系与服务，不会向第三方提供。{phone ? `注册遇到问题，请致电 ${phone}。` : ''}</p>
    </aside>
  )
}
