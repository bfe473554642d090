// The intro movie's storyboard: which demo photographs appear, for how long, how the camera moves
// and what the captions say. render-intro-movie.ts turns it into the videos, the WebVTT caption
// tracks and the credits list, so pictures, timings and captions cannot drift apart.

export type Language = 'de' | 'en' | 'it';
export type Texts = Record<Language, string>;

/** Where the camera looks: `zoom` 1 shows the whole frame-shaped view, `x`/`y` centre it (0–1). */
export interface Framing {
  zoom: number;
  x: number;
  y: number;
}

export interface Move {
  from: Framing;
  to: Framing;
}

/** Part of a photograph to use, as fractions cut off each side (mount borders, negative edges). */
export interface Inset {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

interface ShotBase {
  seconds: number;
  /** Camera move on the 16:9 and on the 9:16 rendering. */
  wide: Move;
  narrow: Move;
}

export interface StillShot extends ShotBase {
  kind: 'still';
  /** File path relative to the demo archive, as in its manifest. */
  photo: string;
  inset?: Inset;
  caption: Texts;
}

/** A historic view and its modern repeat photograph (`pairOf` in the manifest). */
export interface PairShot extends ShotBase {
  kind: 'pair';
  historic: string;
  modern: string;
  /** 'fade' cross-fades; 'slider' sweeps a before/after line like the RetroSnap screen. */
  transition: 'fade' | 'slider';
  historicCaption: Texts;
  modernCaption: Texts;
}

export interface LogoShot extends Omit<ShotBase, 'wide' | 'narrow'> {
  kind: 'logo';
  captions: Texts[];
}

export type Shot = StillShot | PairShot | LogoShot;

const still = (zoom: number, x = 0.5, y = 0.5): Framing => ({ zoom, x, y });
const slowZoomIn: Move = { from: still(1), to: still(1.12) };
const slowZoomOut: Move = { from: still(1.12), to: still(1) };
/** The narrow rendering shows a landscape photograph as a strip and travels along it. */
const panRight: Move = { from: still(1, 0.2), to: still(1, 0.8) };
const panLeft: Move = { from: still(1, 0.8), to: still(1, 0.2) };
/** Pairs stay almost still so the change between the two dates is what moves. */
const pairDrift: Move = { from: still(1.02), to: still(1.08) };
/**
 * On the upright frame a pair is shown whole on its blurred copy (render-intro-movie.ts); coming
 * closer lets it fill more of the height and trims only its sides.
 */
const pairDriftNarrow: Move = { from: still(1.36), to: still(1.44) };

export const FRAMES_PER_SECOND = 25;
/** Cross-dissolve between consecutive shots. */
export const DISSOLVE_SECONDS = 0.8;

export const STORYBOARD: readonly Shot[] = [
  {
    kind: 'still',
    photo: 'images/luzern-kapellbruecke-ca1895.jpg',
    seconds: 4.4,
    wide: { from: still(1.05, 0.45, 0.5), to: still(1.2, 0.62, 0.45) },
    narrow: { from: still(1, 0.78, 0.5), to: still(1.05, 0.55, 0.5) },
    caption: {
      de: 'Luzern, Kapellbrücke, um 1895.\nRetroPics zeigt historische Fotografien aus Archiven und Sammlungen.',
      en: 'Lucerne, Chapel Bridge, around 1895.\nRetroPics shows historical photographs from archives and collections.',
      it: 'Lucerna, Ponte della Cappella, 1895 circa.\nRetroPics mostra fotografie storiche di archivi e collezioni.',
    },
  },
  {
    kind: 'still',
    photo: 'images/luzern-musegg-pilatus-ca1920.jpg',
    // The printed caption along the bottom edge is left out of the frame.
    inset: { bottom: 0.07 },
    seconds: 3.6,
    wide: { from: still(1, 0.5, 0.4), to: still(1.12, 0.55, 0.3) },
    narrow: panLeft,
    caption: {
      de: 'Luzern mit Museggmauer und Pilatus, um 1920.\nIm Feed stöberst du durch Fotografien, Alben und Sammlungen.',
      en: 'Lucerne with the Musegg wall and Mount Pilatus, around 1920.\nBrowse photographs, albums and collections in the feed.',
      it: 'Lucerna con le mura di Musegg e il Pilatus, 1920 circa.\nNel feed sfogli fotografie, album e collezioni.',
    },
  },
  {
    kind: 'still',
    photo: 'images/milwaukee-1936-slums-milwaukee-wisconsin.jpg',
    // The scan shows the negative's black frame and its edge numbers.
    inset: { top: 0.05, right: 0.06, bottom: 0.04, left: 0.03 },
    seconds: 3.6,
    wide: slowZoomOut,
    narrow: panRight,
    caption: {
      de: 'Milwaukee, April 1936, fotografiert von Carl Mydans.\nDie Suche findet Bilder nach Stichwort, Jahr, Kategorie und Ort.',
      en: 'Milwaukee, April 1936, photographed by Carl Mydans.\nSearch finds pictures by keyword, year, category and place.',
      it: 'Milwaukee, aprile 1936, fotografia di Carl Mydans.\nLa ricerca trova immagini per parola chiave, anno, categoria e luogo.',
    },
  },
  {
    kind: 'still',
    photo: 'images/moscow-idaho-university-panorama-1919.jpg',
    seconds: 4.2,
    wide: { from: still(1, 0.15), to: still(1, 0.75) },
    narrow: { from: still(1, 0.35), to: still(1, 0.62) },
    caption: {
      de: 'Moscow, Idaho, 1919: das Universitätsgelände als Panorama.\nAuf der Karte siehst du, wo die Fotografien entstanden sind.',
      en: 'Moscow, Idaho, 1919: the university campus as a panorama.\nThe map shows where the photographs were taken.',
      it: 'Moscow, Idaho, 1919: il campus universitario in panoramica.\nLa mappa mostra dove sono state scattate le fotografie.',
    },
  },
  {
    kind: 'pair',
    historic: 'images/gnp-boulder-glacier-1913.jpg',
    modern: 'images/gnp-boulder-glacier-2012.jpg',
    transition: 'fade',
    seconds: 5.4,
    wide: pairDrift,
    narrow: pairDriftNarrow,
    historicCaption: {
      de: 'Boulder-Gletscher, Glacier-Nationalpark (USA), 1913 …',
      en: 'Boulder Glacier, Glacier National Park (USA), 1913 …',
      it: 'Ghiacciaio Boulder, Glacier National Park (USA), 1913 …',
    },
    modernCaption: {
      de: '… und derselbe Blick 2012.\nDamals und heute: darum geht es bei RetroPics.',
      en: '… and the same view in 2012.\nThen and now: that is what RetroPics is about.',
      it: '… e la stessa vista nel 2012.\nIeri e oggi: questo è RetroPics.',
    },
  },
  {
    kind: 'pair',
    historic: 'images/gnp-thunderbird-glacier-1907.jpg',
    modern: 'images/gnp-thunderbird-glacier-2007.jpg',
    transition: 'fade',
    seconds: 5.0,
    wide: { from: still(1.08), to: still(1.02) },
    narrow: { from: still(1.44), to: still(1.36) },
    historicCaption: {
      de: 'Thunderbird-Gletscher, 1907 …',
      en: 'Thunderbird Glacier, 1907 …',
      it: 'Ghiacciaio Thunderbird, 1907 …',
    },
    modernCaption: {
      de: '… und 2007.\nMit einem RetroSnap fotografierst du eine alte Ansicht vom selben Standort neu.',
      en: '… and 2007.\nWith a RetroSnap you photograph an old view again from the same spot.',
      it: '… e 2007.\nCon un RetroSnap fotografi di nuovo una vecchia veduta dallo stesso punto.',
    },
  },
  {
    kind: 'pair',
    historic: 'images/gnp-shepard-glacier-1913.jpg',
    modern: 'images/gnp-shepard-glacier-2015.jpg',
    transition: 'slider',
    seconds: 5.6,
    wide: { from: still(1.03), to: still(1.06) },
    narrow: { from: still(1.38), to: still(1.42) },
    historicCaption: {
      de: 'Shepard-Gletscher, 1913 …',
      en: 'Shepard Glacier, 1913 …',
      it: 'Ghiacciaio Shepard, 1913 …',
    },
    modernCaption: {
      de: '… und 2015.\nMit dem Schieberegler vergleichst du damals und heute.',
      en: '… and 2015.\nThe slider compares then and now.',
      it: '… e 2015.\nCon il cursore confronti ieri e oggi.',
    },
  },
  {
    kind: 'pair',
    historic: 'images/gnp-jackson-glacier-1911.jpg',
    modern: 'images/gnp-jackson-glacier-2009.jpg',
    transition: 'fade',
    seconds: 5.0,
    wide: pairDrift,
    narrow: pairDriftNarrow,
    historicCaption: {
      de: 'Jackson-Gletscher, 1911 …',
      en: 'Jackson Glacier, 1911 …',
      it: 'Ghiacciaio Jackson, 1911 …',
    },
    modernCaption: {
      de: '… und 2009: vom Eis ist wenig geblieben.',
      en: '… and 2009: little of the ice is left.',
      it: '… e 2009: del ghiaccio è rimasto poco.',
    },
  },
  {
    kind: 'still',
    photo: 'images/bern-bundeshaus-landesstreik-1918.jpg',
    seconds: 3.6,
    wide: { from: still(1, 0.5, 0.5), to: still(1.15, 0.7, 0.55) },
    narrow: { from: still(1, 0.55), to: still(1.05, 0.8) },
    caption: {
      de: 'Bern, Bundeshaus, Landesstreik im November 1918.\nKommentiere Details direkt im Bild und teile, was du weisst.',
      en: 'Bern, Federal Palace, general strike in November 1918.\nComment on details right in the picture and share what you know.',
      it: "Berna, Palazzo federale, sciopero generale del novembre 1918.\nCommenta i dettagli direttamente nell'immagine e condividi ciò che sai.",
    },
  },
  {
    kind: 'still',
    photo: 'images/beatenberg-alphuette-erholungsstation-1918.jpg',
    seconds: 3.6,
    wide: slowZoomIn,
    narrow: { from: still(1, 0.3), to: still(1.05, 0.5) },
    caption: {
      de: 'Beatenberg, Erholungsstation bei einer Alphütte, 1918.\nSammle deine Lieblingsbilder in eigenen Alben.',
      en: 'Beatenberg, convalescent station at an alpine hut, 1918.\nCollect your favourite pictures in your own albums.',
      it: 'Beatenberg, stazione di convalescenza presso un alpeggio, 1918.\nRaccogli le tue immagini preferite nei tuoi album.',
    },
  },
  {
    kind: 'still',
    photo: 'images/luzern-bahnhof-zentralbahn-ca1880.jpg',
    seconds: 4.0,
    wide: { from: still(1.15, 0.6, 0.6), to: still(1, 0.5, 0.5) },
    narrow: { from: still(1, 0.75), to: still(1, 0.45) },
    caption: {
      de: 'Luzern, Bahnhof der Centralbahn, um 1880.\nMit Crowdfunding hilfst du, Sammlungen zu digitalisieren, die noch in Kisten liegen.',
      en: 'Lucerne, Central Railway station, around 1880.\nWith crowdfunding you help digitise collections that still sit in boxes.',
      it: 'Lucerna, stazione della Ferrovia Centrale, 1880 circa.\nCon il crowdfunding aiuti a digitalizzare collezioni ancora chiuse in scatole.',
    },
  },
  {
    kind: 'logo',
    seconds: 6.4,
    captions: [
      {
        de: 'RetroPics: Geschichte sehen, wo sie geschehen ist.',
        en: 'RetroPics: see history where it happened.',
        it: 'RetroPics: vedere la storia dove è accaduta.',
      },
      {
        de: 'Fotografien: ZHB Luzern, Schweizerisches Bundesarchiv, Library of Congress (FSA), University of Idaho Library, USGS, Glacier National Park Archives, University of Montana – gemeinfrei. Einzelnachweise unter „Bildnachweis“.',
        en: 'Photographs: ZHB Luzern, Swiss Federal Archives, Library of Congress (FSA), University of Idaho Library, USGS, Glacier National Park Archives, University of Montana – public domain. Details under “Photo credits”.',
        it: 'Fotografie: ZHB Luzern, Archivio federale svizzero, Library of Congress (FSA), University of Idaho Library, USGS, Glacier National Park Archives, University of Montana – pubblico dominio. Dettagli in «Crediti fotografici».',
      },
    ],
  },
];
