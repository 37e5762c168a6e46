import type { DefaultNodeTypes, SerializedLinkNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import {
  type JSXConverters,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import { Img } from '@/components/ui/Img'
import { paths } from '@/lib/paths'
import type { Media } from '@/payload-types'

import styles from './RichText.module.css'

type EditorState = Parameters<typeof LexicalRichText>[0]['data']
type Doc = Record<string, unknown>

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i

const slugOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'slug' in value && typeof value.slug === 'string' ? value.slug : null

/** Where an internal link points, when the linked document (and its group or category) came populated. */
export function internalHref(relationTo: string, value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Doc
  const slug = slugOf(doc)
  switch (relationTo) {
    case 'blog-posts': {
      const group = slugOf(doc.group)
      return group && slug ? paths.article(group, slug) : null
    }
    case 'products': {
      const category = slugOf(doc.category)
      return category && slug ? paths.product(category, slug) : null
    }
    case 'product-categories':
      return slug ? paths.category(slug) : null
    case 'blog-groups':
      return slug ? paths.blogGroup(slug) : null
    default:
      return null
  }
}

function LinkNode({ node, children }: { node: SerializedLinkNode; children: ReactNode }) {
  const { fields } = node
  const href =
    fields.linkType === 'internal' && fields.doc ? internalHref(fields.doc.relationTo, fields.doc.value) : (fields.url ?? '')
  // A link that cannot be resolved, or that uses an unsafe scheme (javascript:…), is shown as plain text.
  if (!href || !SAFE_HREF.test(href.trim())) return <>{children}</>
  if (href.startsWith('/') || href.startsWith('#')) return <Link href={href}>{children}</Link>
  return fields.newTab ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={href} rel="noopener">
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => {
  const own: JSXConverters<DefaultNodeTypes> = {
    ...defaultConverters,
    // Editors may pick "Heading 1", but the page title is the only h1.
    heading: ({ node, nodesToJSX }) => {
      const Tag = node.tag === 'h1' || node.tag === 'h2' ? 'h2' : node.tag === 'h3' ? 'h3' : 'h4'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => <LinkNode node={node}>{nodesToJSX({ nodes: node.children })}</LinkNode>,
    autolink: ({ node, nodesToJSX }) => (
      <LinkNode node={node as unknown as SerializedLinkNode}>{nodesToJSX({ nodes: node.children })}</LinkNode>
    ),
    upload: ({ node }: { node: SerializedUploadNode }) => {
      const media = node.value
      if (!media || typeof media !== 'object' || !('mimeType' in media)) return null
      const doc = media as unknown as Media
      if (!doc.mimeType?.startsWith('image/')) {
        return doc.url ? <a href={doc.url}>{doc.filename ?? 'Download the file'}</a> : null
      }
      return (
        <figure className={styles.figure}>
          <Img media={doc} sizes="(min-width: 800px) 720px, 100vw" className={styles.image} />
        </figure>
      )
    },
    // Relationship and unknown blocks have no public rendering: leave them out rather than print a placeholder.
    relationship: () => null,
    unknown: () => null,
  }
  return own
}

/**
 * CMS rich text rendered as React elements: no HTML string from the CMS ever reaches the page, and
 * internal links go through next/link.
 */
export function RichText({ data, className }: { data: EditorState | null | undefined; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data} converters={converters} className={[styles.prose, className].filter(Boolean).join(' ')} />
}
