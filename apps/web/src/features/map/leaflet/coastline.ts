type Position = [number, number] | number[];

/** How close to the antimeridian or a pole a point counts as lying on it (degrees). */
const EDGE = 1e-6;

function onCut(a: Position, b: Position): boolean {
  const [aLon = 0, aLat = 0] = a;
  const [bLon = 0, bLat = 0] = b;
  const alongMeridian = Math.abs(Math.abs(aLon) - 180) < EDGE && Math.abs(Math.abs(bLon) - 180) < EDGE;
  const alongPole = Math.abs(Math.abs(aLat) - 90) < EDGE && Math.abs(Math.abs(bLat) - 90) < EDGE;
  // A step across half the world is the ring closing from one side of the antimeridian to the other.
  const acrossTheWorld = Math.abs(aLon - bLon) > 180;
  return alongMeridian || alongPole || acrossTheWorld;
}

/**
 * Natural Earth cuts land at the antimeridian and closes Antarctica along the South Pole; those
 * edges are no coast. Drawn as lines they run straight across the map (the pole's edge, projected
 * to Mercator's limit, is a horizontal line at the bottom of the world). The coast is drawn from
 * the outlines' outer edges with these pieces cut out.
 */
export function coastParts(lines: readonly (readonly Position[])[]): Position[][] {
  const parts: Position[][] = [];
  for (const line of lines) {
    let current: Position[] = [];
    for (let i = 0; i < line.length; i++) {
      const point = line[i] as Position;
      const previous = line[i - 1];
      if (previous && onCut(previous, point)) {
        if (current.length > 1) parts.push(current);
        current = [];
      }
      current.push(point);
    }
    if (current.length > 1) parts.push(current);
  }
  return parts;
}

/**
 * A ring that crosses the antimeridian jumps from 180° to -180° and back; Leaflet fills the jump as
 * a band across the whole world (the stripes at high latitudes: Eurasia at Chukotka, Wrangel
 * Island). Such a ring is made continuous instead (Chukotka's tip at 190°). A ring around a pole
 * (Antarctica) crosses only once and is left as it is: its jump runs along the bottom of the map.
 */
export function continuousRing(ring: readonly Position[]): Position[] {
  let crossings = 0;
  for (let i = 1; i < ring.length; i++) {
    const step = ((ring[i] as Position)[0] ?? 0) - ((ring[i - 1] as Position)[0] ?? 0);
    if (Math.abs(step) > 180) crossings += Math.sign(step);
  }
  if (crossings !== 0) return [...ring];
  let shift = 0;
  return ring.map((point, i) => {
    const previous = ring[i - 1];
    if (previous) {
      const step = (point[0] ?? 0) - (previous[0] ?? 0);
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [(point[0] ?? 0) + shift, point[1] ?? 0];
  });
}
