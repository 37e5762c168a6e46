import type { Video } from '@/lib/video'

import styles from './Blog.module.css'

/** Height of the video frame, from the spec's constants. */
export const VIDEO_FRAME_HEIGHT = 480

/**
 * A cover video in the provider's privacy-enhanced player, loaded only when it scrolls near the
 * screen. The link below it works where frames are blocked (and says where it goes). The frame has no
 * fallback children: browsers treat them as text, so React's hydration would find a mismatch.
 */
export function VideoEmbed({ video, title }: { video: Video; title: string }) {
  return (
    <figure className={styles.video}>
      <iframe
        src={video.embedUrl}
        title={`Video: ${title}`}
        height={VIDEO_FRAME_HEIGHT}
        width="100%"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={styles.videoFrame}
      />
      <figcaption className={styles.videoCaption}>
        Video not playing?{' '}
        <a href={video.watchUrl} target="_blank" rel="noopener noreferrer">
          Watch it on {video.providerName}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
