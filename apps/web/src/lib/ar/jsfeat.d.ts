/**
 * The few parts of jsfeat 0.0.8 (MIT, no types of its own, no longer maintained: pinned exactly)
 * that the ORB matcher uses. Only `orb-matcher.ts` imports the library.
 */
declare module 'jsfeat' {
  interface DataBuffer {
    i32: Int32Array;
    u8: Uint8Array;
  }
  export class matrix_t {
    constructor(cols: number, rows: number, dataType: number, buffer?: DataBuffer);
    cols: number;
    rows: number;
    data: Uint8Array | Float32Array;
    buffer: DataBuffer;
    resize(cols: number, rows: number, channels?: number): void;
    copy_to(other: matrix_t): void;
  }
  export class keypoint_t {
    constructor(x?: number, y?: number, score?: number, level?: number, angle?: number);
    x: number;
    y: number;
    score: number;
    angle: number;
  }
  interface Point {
    x: number;
    y: number;
  }
  class ransac_params_t {
    constructor(size: number, threshold: number, eps: number, prob: number);
  }
  interface MotionKernel {
    run(from: Point[], to: Point[], model: matrix_t, count: number): number;
  }
  const jsfeat: {
    U8C1_t: number;
    F32C1_t: number;
    matrix_t: typeof matrix_t;
    keypoint_t: typeof keypoint_t;
    ransac_params_t: typeof ransac_params_t;
    imgproc: {
      resample(src: matrix_t, dst: matrix_t, width: number, height: number): void;
      gaussian_blur(src: matrix_t, dst: matrix_t, kernelSize: number, sigma?: number): void;
    };
    yape06: {
      laplacian_threshold: number;
      min_eigen_value_threshold: number;
      detect(src: matrix_t, points: keypoint_t[], border?: number): number;
    };
    orb: { describe(src: matrix_t, corners: keypoint_t[], count: number, descriptors: matrix_t): void };
    math: { qsort<T>(array: T[], low: number, high: number, isBefore: (a: T, b: T) => boolean): void };
    motion_model: { homography2d: new () => MotionKernel };
    motion_estimator: {
      ransac(
        params: ransac_params_t,
        kernel: MotionKernel,
        from: Point[],
        to: Point[],
        count: number,
        model: matrix_t,
        mask: matrix_t,
        maxIterations: number,
      ): boolean;
    };
  };
  export default jsfeat;
}
