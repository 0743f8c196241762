import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; raw: string };

/**
 * Sends bytes as they are to a listening server and reads the answer until the server closes the connection.
 * `app.inject` builds a well-formed request and skips Node's HTTP parser, so answers the parser or the router give
 * before any route runs (431, 414, a malformed request line) can only be seen this way.
 */
export function rawRequest(port: number, request: string | Buffer, options: { timeoutMs?: number } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
    };
    socket.setTimeout(options.timeoutMs ?? 10_000, () =>
      reject(new Error(`no answer in time: ${Buffer.concat(chunks)}`)),
    );
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A keep-alive answer with a Content-Length is complete without the server closing the connection.
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length[1])) finish();
    });
    socket.on('end', finish);
    // The server may cut the connection while a large request is still being written; the answer is already in.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish() : reject(error),
    );
    socket.write(request);
  });
}
