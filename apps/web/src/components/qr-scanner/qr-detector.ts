import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a detector: the texts of the QR codes in a picture. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+), else
 * the `barcode-detector` polyfill over zxing-wasm. The polyfill's wasm is one of our own built
 * files (a Vite `?url` import), never a CDN's: the scanner works offline and within the CSP
 * (`'wasm-unsafe-eval'` lets it compile).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  const nativeReadsQr = native
    ? await native.getSupportedFormats().then(
        (formats) => formats.includes('qr_code'),
        () => false,
      )
    : false;
  if (native && nativeReadsQr) {
    const detector = new native({ formats: ['qr_code'] });
    return { detect: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
  }
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}
