import { type Point, project, type Quad, squareToQuad } from '../../lib/ar/homography';

/** Cells per side of the mesh the overlay is drawn with: fine enough that no bend shows. */
const MESH_CELLS = 10;
/** Each triangle's clip grows by this much (px) so neighbours overlap instead of leaving hairlines. */
const SEAM_PX = 0.6;

/**
 * Where the video's pixels land on the screen when it fills a box by `object-fit: cover`
 * (scaled to cover, centred, the overflow cut off).
 */
export function coverMapping(
  video: { width: number; height: number },
  box: { width: number; height: number },
) {
  const scale = Math.max(box.width / video.width, box.height / video.height);
  const dx = (box.width - video.width * scale) / 2;
  const dy = (box.height - video.height * scale) / 2;
  return (point: Point): Point => ({ x: point.x * scale + dx, y: point.y * scale + dy });
}

function grown(triangle: readonly [Point, Point, Point]): Point[] {
  const cx = (triangle[0].x + triangle[1].x + triangle[2].x) / 3;
  const cy = (triangle[0].y + triangle[1].y + triangle[2].y) / 3;
  return triangle.map((point) => {
    const length = Math.hypot(point.x - cx, point.y - cy) || 1;
    return {
      x: point.x + ((point.x - cx) / length) * SEAM_PX,
      y: point.y + ((point.y - cy) / length) * SEAM_PX,
    };
  });
}

/** Draws the triangle `from` of the image onto the triangle `to` of the canvas (an affine map). */
function drawTriangle(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource,
  from: readonly [Point, Point, Point],
  to: readonly [Point, Point, Point],
) {
  const [s0, s1, s2] = from;
  const [d0, d1, d2] = to;
  const det = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
  if (det === 0) return;
  // The affine map taking the source triangle onto the destination one.
  const a = ((d1.x - d0.x) * (s2.y - s0.y) - (d2.x - d0.x) * (s1.y - s0.y)) / det;
  const b = ((d1.y - d0.y) * (s2.y - s0.y) - (d2.y - d0.y) * (s1.y - s0.y)) / det;
  const c = ((d2.x - d0.x) * (s1.x - s0.x) - (d1.x - d0.x) * (s2.x - s0.x)) / det;
  const d = ((d2.y - d0.y) * (s1.x - s0.x) - (d1.y - d0.y) * (s2.x - s0.x)) / det;
  const e = d0.x - a * s0.x - c * s0.y;
  const f = d0.y - b * s0.x - d * s0.y;
  context.save();
  context.beginPath();
  const clip = grown(to);
  context.moveTo(clip[0]?.x ?? 0, clip[0]?.y ?? 0);
  for (const point of clip.slice(1)) context.lineTo(point.x, point.y);
  context.closePath();
  context.clip();
  context.transform(a, b, c, d, e, f);
  context.drawImage(image, 0, 0);
  context.restore();
}

/**
 * Draws `image` projected onto `quad` (canvas pixels): the canvas has only affine transforms, so
 * the projection is drawn as a mesh of small triangles, each affine.
 */
export function drawProjected(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  quad: Quad,
) {
  const h = squareToQuad(quad);
  const at = (column: number, row: number) => {
    const u = column / MESH_CELLS;
    const v = row / MESH_CELLS;
    return { source: { x: u * image.width, y: v * image.height }, target: project(h, u, v) };
  };
  for (let row = 0; row < MESH_CELLS; row++) {
    for (let column = 0; column < MESH_CELLS; column++) {
      const p00 = at(column, row);
      const p10 = at(column + 1, row);
      const p01 = at(column, row + 1);
      const p11 = at(column + 1, row + 1);
      drawTriangle(
        context,
        image,
        [p00.source, p10.source, p11.source],
        [p00.target, p10.target, p11.target],
      );
      drawTriangle(
        context,
        image,
        [p00.source, p11.source, p01.source],
        [p00.target, p11.target, p01.target],
      );
    }
  }
}
