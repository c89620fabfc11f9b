/**
 * Starts a server listening, and says in words why it cannot: the preview, dev and test
 * servers share it, so a port another program holds stops each of them at once with the
 * port named (never a stack trace, never a wait until some later request fails).
 */
import type { Server } from "node:http";

/** A port the server could not have; its message names the port and what to do. */
export class PortUnavailable extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly code: string,
  ) {
    super(
      code === "EADDRINUSE"
        ? `Port ${port} on ${host} is in use by another program. Stop that program, or choose another port (--port N, or 0 for any free one).`
        : `Port ${port} on ${host} cannot be opened (${code}). Choose another port (--port N, or 0 for any free one).`,
    );
    this.name = "PortUnavailable";
  }
}

/** Listens on host:port (port 0: any free port the system gives); resolves with the port it got. */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code ? new PortUnavailable(port, host, error.code) : error);
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** The port a listening server got. */
export function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the server is not listening on a port");
  return address.port;
}

/**
 * A port number from the command line or the environment: a whole number from 0 (any free
 * port) to 65535, or stop naming where it came from.
 */
export function portNumber(value: string, from: string): number {
  const port = Number(value);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  throw new Error(`${from} must be a port number from 0 to 65535 (got "${value}")`);
}

/** portNumber for a command: a bad value is one line and exit code 2 (a usage error), never a stack trace. */
export function portOption(value: string, from: string): number {
  try {
    return portNumber(value, from);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
