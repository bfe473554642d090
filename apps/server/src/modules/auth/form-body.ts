import type { FastifyInstance } from 'fastify';

/**
 * `POST /refresh_token` sends a form (spec §7), which browsers encode either way. Both are parsed
 * into a plain object of text fields here, for the registering module's routes only (the contact
 * form passes a larger `bodyLimit`); a parser registered
 * app-wide (e.g. for uploads) takes precedence.
 */
export function registerFormParsers(app: FastifyInstance, bodyLimit = 4096) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  if (!app.hasContentTypeParser('multipart/form-data')) {
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit },
      (request, body, done) => {
        new Response(body as Buffer, { headers: { 'content-type': request.headers['content-type'] ?? '' } })
          .formData()
          .then((form) => {
            const fields: Record<string, string> = {};
            for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
            done(null, fields);
          })
          .catch((error: Error) => done(Object.assign(error, { statusCode: 400 }), undefined));
      },
    );
  }
}
