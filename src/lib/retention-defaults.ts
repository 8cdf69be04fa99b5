/** Days each growing table keeps its rows unless an admin sets otherwise (the 数据保留 settings). */
export type RetentionDays = { failedJobsDays: number; auditLogDays: number; searchPushesDays: number; searchQueriesDays: number }

export const RETENTION_DEFAULTS: RetentionDays = { failedJobsDays: 30, auditLogDays: 730, searchPushesDays: 90, searchQueriesDays: 400 }
