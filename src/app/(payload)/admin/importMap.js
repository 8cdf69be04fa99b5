import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ImportButton as ImportButton_a175bceb05cf61512ae14b9835841e35 } from '@/features/product-import/import-button'
import { LeadQuickFilters as LeadQuickFilters_24127cccc21a53c12d4963ea0dcb4a37 } from '@/features/lead-filters/lead-quick-filters'
import { ExportButton as ExportButton_beafd659b8f1d92a357073da25165979 } from '@/features/staff-export/export-button'
import { PrefillWord as PrefillWord_0953dc0507f64159a44eab89dcc62e85 } from '@/features/search-admin/prefill-word'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportProductsView as ImportProductsView_1a11a876a10076138c29b66cfc7cdf01 } from '@/features/product-import/import-view'
import { LeadSummaryWidget as LeadSummaryWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { LeadChartWidget as LeadChartWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { ShortcutsWidget as ShortcutsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { UnhandledLeadsWidget as UnhandledLeadsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { LatestLeadsWidget as LatestLeadsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { TopProductsWidget as TopProductsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { TopNewsWidget as TopNewsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { TopDownloadsWidget as TopDownloadsWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { SearchQueriesWidget as SearchQueriesWidget_42fc15a6e16c5535b2f995e2781a04a0 } from '@/features/staff-dashboard/widgets'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/features/product-import/import-button#ImportButton": ImportButton_a175bceb05cf61512ae14b9835841e35,
  "@/features/lead-filters/lead-quick-filters#LeadQuickFilters": LeadQuickFilters_24127cccc21a53c12d4963ea0dcb4a37,
  "@/features/staff-export/export-button#ExportButton": ExportButton_beafd659b8f1d92a357073da25165979,
  "@/features/search-admin/prefill-word#PrefillWord": PrefillWord_0953dc0507f64159a44eab89dcc62e85,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/product-import/import-view#ImportProductsView": ImportProductsView_1a11a876a10076138c29b66cfc7cdf01,
  "@/features/staff-dashboard/widgets#LeadSummaryWidget": LeadSummaryWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#LeadChartWidget": LeadChartWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#ShortcutsWidget": ShortcutsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#UnhandledLeadsWidget": UnhandledLeadsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#LatestLeadsWidget": LatestLeadsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#TopProductsWidget": TopProductsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#TopNewsWidget": TopNewsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#TopDownloadsWidget": TopDownloadsWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@/features/staff-dashboard/widgets#SearchQueriesWidget": SearchQueriesWidget_42fc15a6e16c5535b2f995e2781a04a0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
