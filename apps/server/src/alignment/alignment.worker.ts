/**
 * The alignment's thread: OpenCV.js (WebAssembly, from the npm package on disk; nothing is
 * fetched) loaded once, then one homography search per message, so the server's event loop stays
 * free while the features of two pictures are matched.
 *
 * Messages in: `{ id, request }` (homography-matcher AlignmentRequest). Out: `{ id, outcome, loadMs }`
 * or `{ id, error }`; `loadMs` is how long loading OpenCV took, on the first answer only.
 */
import { parentPort } from 'node:worker_threads';
import { type AlignmentRequest, alignPictures } from './homography-matcher.js';
import { loadOpenCv } from './opencv.js';

let loadMs: number | undefined;

async function opencv() {
  const started = performance.now();
  const cv = await loadOpenCv();
  loadMs ??= Math.round(performance.now() - started);
  return cv;
}

parentPort?.on('message', async (message: { id: number; request: AlignmentRequest }) => {
  try {
    const cv = await opencv();
    const outcome = alignPictures(cv, message.request);
    parentPort?.postMessage({ id: message.id, outcome, loadMs });
    loadMs = 0;
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
