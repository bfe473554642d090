// When each shot plays, and what follows from that: the caption cues (WebVTT) and the credits list.
// Shared by the render script and the test that holds the committed files to the storyboard.
import { DISSOLVE_SECONDS, type Language, type Shot, STORYBOARD, type Texts } from './storyboard';

export const LANGUAGES: readonly Language[] = ['de', 'en', 'it'];

/** Captions of a pair switch from the historic to the modern text here (share of the shot). */
export const PAIR_CAPTION_SWITCH = 0.48;

export interface TimedShot {
  shot: Shot;
  start: number;
  end: number;
}

/** Shot start times: each shot begins one dissolve before the previous one ends. */
export function schedule(shots: readonly Shot[] = STORYBOARD): TimedShot[] {
  let start = 0;
  return shots.map((shot) => {
    const timed = { shot, start, end: start + shot.seconds };
    start = timed.end - DISSOLVE_SECONDS;
    return timed;
  });
}

export function filmSeconds(shots: readonly Shot[] = STORYBOARD): number {
  return schedule(shots).at(-1)?.end ?? 0;
}

export interface Cue {
  start: number;
  end: number;
  text: Texts;
}

/** One caption after another, each changing in the middle of the dissolve between two shots. */
export function captionCues(shots: readonly Shot[] = STORYBOARD): Cue[] {
  const timeline = schedule(shots);
  const last = timeline.length - 1;
  return timeline.flatMap(({ shot, start, end }, index) => {
    const from = index === 0 ? 0 : start + DISSOLVE_SECONDS / 2;
    const to = index === last ? end : end - DISSOLVE_SECONDS / 2;
    if (shot.kind === 'still') return [{ start: from, end: to, text: shot.caption }];
    if (shot.kind === 'pair') {
      const switchAt = start + shot.seconds * PAIR_CAPTION_SWITCH;
      return [
        { start: from, end: switchAt, text: shot.historicCaption },
        { start: switchAt, end: to, text: shot.modernCaption },
      ];
    }
    // The logo's credits line gets the longer reading time.
    const nameEnd = from + (to - from) * 0.3;
    const [name, credits] = shot.captions;
    if (!name || !credits) throw new Error('The logo shot needs a name line and a credits line.');
    return [
      { start: from, end: nameEnd, text: name },
      { start: nameEnd, end: to, text: credits },
    ];
  });
}

function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}

export function webVtt(cues: readonly Cue[], language: Language): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text[language]}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The demo archive's manifest fields the film uses. */
export interface ManifestEntry {
  file: string;
  title: string;
  dateText: string;
  photographer: string | null;
  source: string;
  license: string;
  pairOf?: string;
}

/** Every photograph the film shows, in order of appearance, with its attribution from the manifest. */
export function creditsFor(manifest: readonly ManifestEntry[], shots: readonly Shot[] = STORYBOARD) {
  const shown = shots.flatMap((shot) =>
    shot.kind === 'still' ? [shot.photo] : shot.kind === 'pair' ? [shot.historic, shot.modern] : [],
  );
  return [...new Set(shown)].map((file) => {
    const entry = manifest.find((candidate) => candidate.file === file);
    if (!entry) throw new Error(`${file} is not in the demo archive's manifest`);
    const { title, dateText, photographer, source, license } = entry;
    return { file, title, dateText, photographer, source, license };
  });
}
