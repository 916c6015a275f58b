import QRCode from 'qrcode';

// A pass's QR code encodes its printed code ('XXXX-XXXX-XXXX': QR's alphanumeric mode), so a hand-held scanner types
// exactly what a person would. SVG for pages (sharp at any size), PNG for mail (mail clients do not show SVG).

const options = { errorCorrectionLevel: 'M' as const, margin: 2 };

/** The QR code of a printed pass code as an SVG document. */
export function passQrSvg(printed: string): Promise<string> {
  return QRCode.toString(printed, { ...options, type: 'svg' });
}

/** The QR code of a printed pass code as a PNG image, `width` pixels square. */
export function passQrPng(printed: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(printed, { ...options, type: 'png', width });
}
