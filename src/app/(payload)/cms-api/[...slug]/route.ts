/* Payload's REST API, moved from /api so that /api/index/* and /api/member/* belong to the public contract. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRestRoutes } from '../rest-guard'
import { guardStaffRoutes } from '../staff-guard'

export const GET = guardRestRoutes(guardStaffRoutes(REST_GET(config)))
export const POST = guardRestRoutes(guardStaffRoutes(REST_POST(config)))
export const DELETE = guardRestRoutes(guardStaffRoutes(REST_DELETE(config)))
export const PATCH = guardRestRoutes(guardStaffRoutes(REST_PATCH(config)))
export const PUT = guardRestRoutes(guardStaffRoutes(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
