import type { Field, GlobalConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { withGlobalExpiry } from '@/collections/expire-content-hooks'

import { notificationTab } from './notification-fields'

const keyedOptions = (name: string, label: string): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: '选项', plural: '选项' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'key', type: 'text', label: '键', required: true },
        { name: 'value', type: 'text', localized: true, label: '显示名称', required: true },
      ],
    },
  ],
})

/** Site config of spec section 3; field names are the public contract's. */
export const SiteConfig: GlobalConfig = withGlobalExpiry({
  slug: 'site-config',
  label: '站点设置',
  // Only admins open it (it holds notification addresses and tokens); the site reads it through the data layer.
  admin: { group: '系统', hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '表单选项',
          fields: [keyedOptions('study_type', '培训类型'), keyedOptions('user_server_type', '售后类型'), keyedOptions('application_type', '应用行业')],
        },
        {
          label: '联系方式',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'information_phone', type: 'text', label: '咨询电话' },
                { name: 'technical_support_phone', type: 'text', label: '技术支持电话' },
                { name: 'server_phone', type: 'text', label: '售后服务电话' },
              ],
            },
            { name: 'production_line', type: 'text', localized: true, label: '生产基地' },
            {
              type: 'row',
              fields: [
                { name: 'business_wechat', type: 'text', label: '商务微信' },
                { name: 'tech_wechat', type: 'text', label: '技术微信' },
                { name: 'customer_service_wechat', type: 'text', label: '客服微信' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'wechat_img', type: 'upload', label: '微信二维码', relationTo: 'media' },
                { name: 'weibo_img', type: 'upload', label: '微博二维码', relationTo: 'media' },
                { name: 'douyin_img', type: 'upload', label: '抖音二维码', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: '站点信息',
          fields: [
            {
              name: 'system',
              type: 'group',
              label: false,
              fields: [
                {
                  name: 'site',
                  type: 'group',
                  label: '站点',
                  fields: [
                    { name: 'name', type: 'text', localized: true, label: '站点名称', required: true },
                    { name: 'title', type: 'text', localized: true, label: '默认页面标题' },
                    { name: 'keywords', type: 'text', localized: true, label: '关键词' },
                    { name: 'description', type: 'textarea', localized: true, label: '站点描述' },
                    {
                      name: 'logo',
                      type: 'upload',
                      localized: true,
                      label: '标志',
                      relationTo: 'media',
                      admin: { description: '每种语言一个：英文站使用英文标志，未上传时沿用中文标志' },
                    },
                  ],
                },
                {
                  name: 'footer',
                  type: 'group',
                  label: '页脚',
                  fields: [
                    { name: 'copyright', type: 'text', localized: true, label: '版权声明' },
                    { name: 'address', type: 'text', localized: true, label: '地址' },
                    { name: 'email', type: 'email', label: '邮箱' },
                    { name: 'slogan', type: 'text', localized: true, label: '标语' },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'icp', type: 'text', label: 'ICP 备案号' },
                { name: 'analytics_site_id', type: 'text', label: '百度统计站点 ID', admin: { description: '留空则不加载统计脚本' } },
              ],
            },
          ],
        },
        notificationTab,
      ],
    },
  ],
})
