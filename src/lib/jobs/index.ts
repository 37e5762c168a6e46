/**
 * Every background job the site runs, in one list (docs/decisions/017-message-outbox.md). The Payload
 * config's onInit starts them inside the Next.js server; a new job is a `Job` added here.
 */
import type { Payload } from 'payload'

import { applicationPurgeJob } from '@/lib/application/purge.server'
import { auditRetentionJob } from '@/lib/audit/retention'
import { callBackReminderJob } from '@/lib/call-backs/reminders'
import { claimCleanupJob } from '@/lib/claims/cleanup.server'
import { enquiryMailJob } from '@/lib/enquiries/outbox'
import { policyChangeForwardJob, myUpkeepJob } from '@/lib/my/jobs'
import { messageJob } from '@/lib/outbox/worker'
import { policyCallJob } from '@/lib/policy-service/calls.server'
import { personalDataRetentionJob } from '@/lib/privacy/retention.server'
import { scheduledPublishingJob } from '@/lib/publishing/scheduled'
import { searchIndexJob } from '@/lib/search/job'

import { startJobsInServer, type Job } from './runner'

export const BACKGROUND_JOBS: readonly Job[] = [enquiryMailJob, messageJob, applicationPurgeJob, claimCleanupJob, auditRetentionJob, personalDataRetentionJob, scheduledPublishingJob, callBackReminderJob, policyCallJob, policyChangeForwardJob, myUpkeepJob, searchIndexJob]

/** For the Payload config's onInit: every job, in the server process only (not builds, scripts or tests). */
export function startBackgroundJobs(payload: Payload): void {
  startJobsInServer(payload, [...BACKGROUND_JOBS])
}
