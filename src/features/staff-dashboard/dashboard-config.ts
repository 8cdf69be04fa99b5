import type { DashboardConfig } from 'payload'

const widget = (slug: string, label: string, name: string, minWidth: 'small' | 'medium' = 'small') => ({
  slug,
  label,
  Component: `@/features/staff-dashboard/widgets#${name}`,
  minWidth,
})

/**
 * The admin's first page (docs/decisions/0017): Payload's widget dashboard with
 * the lead and content figures of src/data/dashboard.server.ts, above
 * Payload's own collection cards. Staff may rearrange it (编辑仪表板); 重置布局
 * brings back this layout.
 */
export const staffDashboard: DashboardConfig = {
  widgets: [
    widget('lead-summary', '新线索（今日 / 本周）', 'LeadSummaryWidget', 'medium'),
    widget('lead-chart', '近 30 天新线索', 'LeadChartWidget', 'medium'),
    widget('shortcuts', '快捷入口', 'ShortcutsWidget'),
    widget('unhandled-leads', '待处理线索', 'UnhandledLeadsWidget'),
    widget('latest-leads', '最新线索', 'LatestLeadsWidget'),
    widget('top-products', '浏览最多的产品', 'TopProductsWidget'),
    widget('top-news', '浏览最多的文章', 'TopNewsWidget'),
    widget('top-downloads', '下载最多的资料', 'TopDownloadsWidget'),
    widget('search-queries', '近 7 天的搜索', 'SearchQueriesWidget', 'medium'),
  ],
  defaultLayout: [
    { widgetSlug: 'lead-summary', width: 'full' },
    { widgetSlug: 'lead-chart', width: 'large' },
    { widgetSlug: 'shortcuts', width: 'small' },
    { widgetSlug: 'unhandled-leads', width: 'medium' },
    { widgetSlug: 'latest-leads', width: 'medium' },
    { widgetSlug: 'top-products', width: 'small' },
    { widgetSlug: 'top-news', width: 'small' },
    { widgetSlug: 'top-downloads', width: 'small' },
    { widgetSlug: 'search-queries', width: 'medium' },
    { widgetSlug: 'collections', width: 'full' },
  ],
}
