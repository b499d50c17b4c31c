import { request } from 'node:http';

/**
 * Fetch over Node's own HTTP, for a screen test that talks to a real club's server: the screen
 * tests' page (happy-dom) has a fetch of its own that refuses another origin, as a browser's
 * would, and keeps no cookie for it. This one sends every request as the browser on the server's
 * own origin would, and keeps CouchDB's session cookie when given a jar.
 */
export function nodeFetch(jar?: { cookie: string }) {
  return (url: string | URL, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const target = new URL(String(url));
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, key) => {
        headers[key] = value;
      });
      if (jar !== undefined && jar.cookie !== '') headers.cookie = jar.cookie;
      const body = typeof init.body === 'string' ? init.body : undefined;
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const asked = request(target, { method: init.method ?? 'GET', headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          for (const set of answer.headers['set-cookie'] ?? []) {
            const [pair = ''] = set.split(';');
            if (jar !== undefined && pair.startsWith('AuthSession='))
              jar.cookie = pair === 'AuthSession=' ? '' : pair;
          }
          const status = answer.statusCode ?? 500;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve(
            new Response(status === 204 || status === 304 ? null : text, {
              status,
              headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
            }),
          );
        });
        answer.on('error', reject);
      });
      asked.on('error', reject);
      if (body !== undefined) asked.write(body);
      asked.end();
    });
}
