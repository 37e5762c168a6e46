import { documentResponse } from '@/lib/my/documents.server'

/** The policy's statement as a PDF, through a link signed for this session (decision 042). */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  return documentResponse((await params).number, 'statement', new URL(request.url).searchParams)
}
