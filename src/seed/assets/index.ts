export { altFor, illustration, illustrationKinds, illustrationSvg, type IllustrationKind, type IllustrationOptions } from './illustrations'
export { logoPng, logoSvg, type LogoOptions } from './logo'
export { BRAND_NAME, FOOTER_NOTE, makePdf, toWinAnsi, type PdfDoc, type PdfSection, type PdfTable } from './pdf'
export { palette } from './palette'
