// Raw HTTP: over a TCP socket, for bodies no HTTP client would send (writes the bytes, returns what came back); and
// a request whose answer is read as it came, still compressed, with its headers in their original case and order.
import http from 'node:http';
import net from 'node:net';

export interface ExactResponse {
  status: number;
  /** Header names and values as they came over the wire: original case, in order. */
  raw: string[];
  headers: http.IncomingHttpHeaders;
  /** The body as sent: not decoded (fetch and supertest decode brotli and gzip). */
  body: Buffer;
}

/** Requests `url` and resolves with the response exactly as the server sent it. */
export function exactRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<ExactResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface RawAnswer {
  /** 0 when the server answered nothing before closing (or before `waitMs`). */
  status: number;
  text: string;
}

/**
 * Sends `chunks` to 127.0.0.1:`port` and resolves with everything answered once the server closes the socket.
 * `waitMs` only stops a test from hanging when the server never answers; it is a failure, never a pass.
 */
export function rawRequest(
  port: number,
  chunks: (string | Buffer)[],
  { waitMs = 10_000, destroyAfterWrite = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      resolve({ status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), text });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => {});
    socket.on('close', done);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (destroyAfterWrite) socket.write('', () => done());
    });
  });
}

/** A request head plus body with a correct Content-Length (unless `headers` sets one). */
export function httpPost(path: string, body: Buffer, headers: Record<string, string>): Buffer {
  const all = { Host: '127.0.0.1', Connection: 'close', 'Content-Length': String(body.length), ...headers };
  const head = [`POST ${path} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Pieces of a multipart/form-data body under one boundary. */
export function multipart(boundary: string) {
  const part = (headers: string[], body: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body), Buffer.from('\r\n')]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    part,
    field: (name: string, value: string) => part([`Content-Disposition: form-data; name="${name}"`], value),
    file: (name: string, filename: string, data: Buffer, type = 'image/png') =>
      part([`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${type}`], data),
    end: Buffer.from(`--${boundary}--\r\n`),
  };
}
