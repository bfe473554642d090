/** An audio container recognised by its first bytes, with the type it is served as. */
export type AudioFormat = { mimeType: string; extension: string };

const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.length >= to ? bytes.toString('latin1', from, to) : '';

/** An MPEG audio frame header: 11 sync bits, a version other than 'reserved', layer I–III (not ADTS's 00). */
function isMpegFrame(bytes: Buffer) {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const second = bytes[1] as number;
  return (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0;
}

/**
 * The audio formats a recorded narration may have, told by their magic bytes (never by name or
 * the browser's claimed type): Ogg (Opus, Vorbis), MP3 (an ID3 tag or an MPEG frame), M4A (an
 * ISO `ftyp` box), WAV (RIFF … WAVE) and WebM (the EBML header). Anything else answers null.
 */
export function audioFormatOf(head: Buffer): AudioFormat | null {
  if (ascii(head, 0, 4) === 'OggS') return { mimeType: 'audio/ogg', extension: 'ogg' };
  if (ascii(head, 0, 3) === 'ID3' || isMpegFrame(head)) return { mimeType: 'audio/mpeg', extension: 'mp3' };
  if (ascii(head, 4, 8) === 'ftyp') return { mimeType: 'audio/mp4', extension: 'm4a' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { mimeType: 'audio/wav', extension: 'wav' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3)
    return { mimeType: 'audio/webm', extension: 'weba' };
  return null;
}
