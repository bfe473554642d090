import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a narration needs of a photograph: its id and the languages the server can narrate it in. */
export type Narratable = { id: number; audioLocales: readonly string[] };

export type Narration = {
  /** The server can narrate this photograph in some language: show the play entry. */
  available: boolean;
  playing: boolean;
  /** The last attempt to play failed (offline, or the server could not make the audio). */
  failed: boolean;
  /** The language that plays: the interface language where there is audio in it, else the first. */
  locale: string | null;
  toggle: () => void;
  stop: () => void;
};

/** Spec §7: the narration's address. */
export const narrationUrl = (locale: string, photographId: number) => `/getAudio/${locale}/${photographId}`;

/**
 * The audio narration of a photograph (spec §2 viewer 'play audio narration', §4 AR voice toggle):
 * one audio element per screen, made on the first play so a page that never plays loads nothing,
 * paused when the screen goes or the photograph changes.
 */
export function useNarration(photograph: Narratable | null | undefined): Narration {
  const { i18n } = useTranslation();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const locales = photograph?.audioLocales ?? [];
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = locales.includes(language) ? language : (locales[0] ?? null);
  const src = photograph && locale ? narrationUrl(locale, photograph.id) : null;

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setPlaying(false);
  }, []);

  useEffect(() => {
    // A new photograph or language: the old narration stops and the next play loads the new one.
    if (src === null) return;
    return () => {
      const audio = audioRef.current;
      audioRef.current = null;
      audio?.pause();
      audio?.removeAttribute('src');
      setPlaying(false);
      setFailed(false);
    };
  }, [src]);

  const toggle = useCallback(() => {
    if (!src) return;
    let audio = audioRef.current;
    if (!audio) {
      audio = new Audio(src);
      audio.preload = 'auto';
      audio.addEventListener('ended', () => setPlaying(false));
      audio.addEventListener('pause', () => setPlaying(false));
      audio.addEventListener('playing', () => setPlaying(true));
      audio.addEventListener('error', () => {
        setPlaying(false);
        setFailed(true);
      });
      audioRef.current = audio;
    }
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setFailed(false);
    audio.play().catch((error: unknown) => {
      console.warn('Narration could not play', error);
      setPlaying(false);
      setFailed(true);
    });
  }, [src]);

  return { available: src !== null, playing, failed, locale, toggle, stop };
}
