/** Lakes and rivers of the archive's part of Europe, cut at build time (scripts/map-water.plugin.ts). */
declare module 'virtual:map-water' {
  const water: {
    /** Polygons as rings of [lon, lat]. */
    lakes: Array<Array<Array<[number, number]>>>;
    /** Lines of [lon, lat]. */
    rivers: Array<Array<[number, number]>>;
  };
  export default water;
}
