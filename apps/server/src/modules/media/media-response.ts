import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRange } from '../../media/byte-range.js';
import type { StoredObjectInfo } from '../../media/storage.js';

/** Made once under a name that never changes meaning: browsers and CDNs keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Made from an original that may be replaced under its address (a colorized version): revalidated each time. */
export const REPLACEABLE = 'public, no-cache';
/** A stand-in (colorized version not made yet): cached, but looked at again within a day. */
export const SHORT_LIVED = 'public, max-age=86400';

export type MediaAnswer = {
  body: Buffer | Readable;
  info: StoredObjectInfo;
  contentType: string;
  cacheControl?: string;
  /** Set when the answer is a stand-in for what was asked (e.g. the plain picture for a colorized one). */
  note?: string;
  /** The request header the choice of format depended on, for shared caches. */
  vary?: string;
  /** Answer `Range` requests (206, 416) from a body held in memory (audio; media elements seek with them). */
  ranges?: boolean;
};

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** `If-None-Match` with weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`. */
export function isNotModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Sends a stored image with its validators; answers 304 when the client already has it. */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, answer: MediaAnswer) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('etag', answer.info.etag);
  reply.header('last-modified', answer.info.lastModified.toUTCString());
  reply.header('cache-control', answer.cacheControl ?? IMMUTABLE);
  if (answer.note) reply.header('x-media-note', answer.note);
  if (answer.vary) reply.header('vary', answer.vary);
  if (isNotModified(request, answer.info.etag)) {
    if ('destroy' in answer.body && typeof answer.body.destroy === 'function') answer.body.destroy();
    return reply.code(304).send();
  }
  if (answer.ranges && Buffer.isBuffer(answer.body)) {
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(request.headers, answer.body.length, answer.info.etag);
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${answer.body.length}`);
      return reply.code(416).send();
    }
    if (range.kind === 'partial') {
      const part = answer.body.subarray(range.start, range.end + 1);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${answer.body.length}`);
      reply.header('content-length', part.length);
      return reply.code(206).type(answer.contentType).send(part);
    }
  }
  reply.header('content-length', answer.info.size);
  return reply.type(answer.contentType).send(answer.body);
}
