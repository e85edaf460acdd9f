/**
 * The HTTP client the load generators use: node:http over a keep-alive agent, one socket per
 * simulated user. The load generator shares this 2-core machine with the server (and PostgreSQL),
 * so its own cost is taken from the server: fetch (undici's WHATWG layer) spent about twice the CPU
 * per request that this does, which showed up as server latency.
 */
import http from 'node:http';

export type LoadResponse = { status: number; text: string };

export type LoadClient = {
  request(method: string, pathName: string, opts?: { token?: string | null; body?: unknown }): Promise<LoadResponse>;
  close(): void;
};

export function createLoadClient(baseUrl: string, sockets: number): LoadClient {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    request(method, pathName, opts = {}) {
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return new Promise((resolve, reject) => {
        const req = http.request(
          { agent, hostname: base.hostname, port: base.port, path: `${base.pathname.replace(/\/$/, '')}${pathName}`, method, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
