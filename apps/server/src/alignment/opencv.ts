import { createRequire } from 'node:module';

/**
 * The part of OpenCV.js (`@techstark/opencv-js`, OpenCV 4.12 compiled to WebAssembly) that the
 * alignment uses, typed by hand: the package's own typings leave out AKAZE and CLAHE.
 * Every `Mat` and vector lives in the WebAssembly heap and must be given back with `delete()`.
 */
export type Deletable = { delete(): void };
export type Mat = Deletable & {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  data64F: Float64Array;
  empty(): boolean;
};
export type KeyPoint = { pt: { x: number; y: number } };
export type KeyPointVector = Deletable & { size(): number; get(index: number): KeyPoint };
export type DMatch = { queryIdx: number; trainIdx: number; distance: number };
export type DMatchVector = Deletable & { size(): number; get(index: number): DMatch };
export type DMatchVectorVector = Deletable & { size(): number; get(index: number): DMatchVector };
export type Feature2D = Deletable & {
  detectAndCompute(image: Mat, mask: Mat, keypoints: KeyPointVector, descriptors: Mat): void;
};

export type OpenCv = {
  Mat: new () => Mat;
  KeyPointVector: new () => KeyPointVector;
  DMatchVectorVector: new () => DMatchVectorVector;
  Size: new (width: number, height: number) => { width: number; height: number };
  Scalar: new (...values: number[]) => unknown;
  ORB: new (nfeatures: number) => Feature2D;
  AKAZE: new () => Feature2D & { setThreshold(value: number): void };
  CLAHE: new (
    clipLimit: number,
    tileGridSize: { width: number; height: number },
  ) => Deletable & {
    apply(source: Mat, destination: Mat): void;
  };
  BFMatcher: new (
    normType: number,
    crossCheck: boolean,
  ) => Deletable & { knnMatch(query: Mat, train: Mat, matches: DMatchVectorVector, k: number): void };
  matFromArray(rows: number, cols: number, type: number, values: ArrayLike<number>): Mat;
  findHomography(
    source: Mat,
    destination: Mat,
    method: number,
    ransacReprojThreshold: number,
    mask: Mat,
    maxIters: number,
    confidence: number,
  ): Mat;
  warpPerspective(
    source: Mat,
    destination: Mat,
    matrix: Mat,
    size: { width: number; height: number },
    flags: number,
    borderMode: number,
    borderValue: unknown,
  ): void;
  equalizeHist(source: Mat, destination: Mat): void;
  cvtColor(source: Mat, destination: Mat, code: number): void;
  CV_8UC1: number;
  CV_8UC3: number;
  CV_32FC2: number;
  CV_64FC1: number;
  NORM_HAMMING: number;
  RANSAC: number;
  USAC_MAGSAC: number;
  COLOR_RGB2GRAY: number;
  INTER_LINEAR: number;
  BORDER_CONSTANT: number;
};

const require = createRequire(import.meta.url);

let loading: Promise<OpenCv> | null = null;

/**
 * Loads OpenCV.js once per thread: the WebAssembly is inlined in the package's one file (nothing is
 * fetched). About 0.6 s and 140 MB on the first call; the module answers a promise-like that
 * resolves when the runtime is ready.
 */
export function loadOpenCv(): Promise<OpenCv> {
  loading ??= (async () => {
    const exported = require('@techstark/opencv-js') as
      | (OpenCv & { onRuntimeInitialized?: () => void })
      | PromiseLike<OpenCv>;
    if ('then' in exported && typeof exported.then === 'function') {
      // Emscripten's module is a thenable whose `then` hands over the module itself; awaiting it
      // directly would loop, so take it through the callback once.
      return new Promise<OpenCv>((resolve) => {
        (exported as PromiseLike<OpenCv>).then((module) => {
          delete (module as { then?: unknown }).then;
          resolve(module);
        });
      });
    }
    const module = exported as OpenCv & { onRuntimeInitialized?: () => void };
    if (typeof module.Mat === 'function') return module;
    return new Promise<OpenCv>((resolve) => {
      module.onRuntimeInitialized = () => resolve(module);
    });
  })();
  return loading;
}
