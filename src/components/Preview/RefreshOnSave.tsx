import { env } from '@/lib/env'
import { liveRefreshScript } from '@/lib/live-preview-refresh'

/**
 * In a page an editor previews (rendered by PreviewBar in draft mode only): when the admin's live
 * preview saves, the page is rendered again with the saved draft (src/lib/live-preview-refresh.ts).
 * Public pages never carry it, neither in their HTML nor in their scripts.
 */
export function RefreshOnSave() {
  return <script dangerouslySetInnerHTML={{ __html: liveRefreshScript(env.serverUrl) }} />
}
