import config from '@payload-config'
import type { Server } from '@tus/server'
import { getPayload } from 'payload'

import { createClaimUploadServer } from '@/lib/claims/tus'

let server: Promise<Server> | undefined

/** One tus server per process, made on first use. */
async function handle(request: Request): Promise<Response> {
  server ??= getPayload({ config }).then(createClaimUploadServer)
  return (await server).handleWeb(request)
}

export { handle as DELETE, handle as HEAD, handle as OPTIONS, handle as PATCH, handle as POST }
