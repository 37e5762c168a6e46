import { documentResponse } from '@/lib/my/documents.server'

/** The policy's receipt as a PDF, through a link signed for this session (decision 042). */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  return documentResponse((await params).number, 'receipt', new URL(request.url).searchParams)
}
