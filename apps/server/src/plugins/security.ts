import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A year, as browsers and the HSTS preload list expect. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers with a content security policy the web app runs under: everything from
 * our own origin, no inline scripts, images also from data: and blob: (previews, logos).
 * HSTS only when the portal is served over HTTPS (`hsts`, from HSTS or an https PUBLIC_URL):
 * sent on a plain-HTTP demo it would do nothing, and behind a wrong setting it would lock
 * browsers out of a portal that has no certificate.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { hsts: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Only this host: the supplier's other sites under the same domain are not ours to pin.
    hsts: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false } : false,
  });
  registerNoStore(app);
}

/** What keepInThisBrowser sets begins with this; no other answer's cache-control does. */
const KEPT_BY_THIS_BROWSER = 'private, max-age=';

/**
 * Lets the browser that asked keep this answer for `seconds`, and no proxy or other machine
 * (decisions/170): for an answer that never changes and shows nothing but what that browser was
 * already given the right to see.
 */
export function keepInThisBrowser(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', `${KEPT_BY_THIS_BROWSER}${seconds}`);
}

/**
 * Every API answer carries quotes, costs, contacts or sessions for one user, so no browser,
 * proxy or shared machine keeps a copy. The exceptions are answers their route marks itself:
 * `public`, the product placeholder drawing, which shows nothing but a shape; and
 * keepInThisBrowser, the mailed proof page's picture.
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const current = reply.getHeader('cache-control');
    if (
      typeof current === 'string' &&
      (current.startsWith('public') || current.startsWith(KEPT_BY_THIS_BROWSER))
    )
      return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
