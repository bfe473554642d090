import type { Locale } from '@retropics/domain/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mailLocale } from '../mail/account-mails.js';

/**
 * The language an answer's archive texts (album and collection headlines, descriptions) come in:
 * the first of de, en, it the request's Accept-Language names, German otherwise — the same choice
 * the mails make. The answer then differs by that header, so caches are told (`Vary`), beside
 * whatever the route varies by already (the viewer's token).
 */
export function contentLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' && vary.length > 0 ? `${vary}, Accept-Language` : 'Accept-Language';
  reply.header('vary', varies);
  return mailLocale(request.headers['accept-language']);
}
