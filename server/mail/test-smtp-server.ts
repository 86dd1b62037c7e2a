import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  headers: Record<string, string>;
  /** The decoded text body. */
  text: string;
  /** The decoded HTML alternative, when the message has one. */
  html?: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const unfolded = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i]!;
    const hex = unfolded.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Just enough MIME for the outbox's messages: a single text part, or multipart/alternative (text and
 * HTML, the morning reminders), whose text/plain part is `text` and text/html part `html`.
 */
export function parseMail(raw: string): { headers: Record<string, string>; text: string; html?: string } {
  const parsed = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(parsed.headers["content-type"] ?? "")?.[1];
  if (!boundary || !/^multipart\//i.test(parsed.headers["content-type"] ?? "")) return parsed;
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r\n/, "")));
  const of = (type: string) => parts.find((part) => (part.headers["content-type"] ?? "").startsWith(type));
  return { headers: parsed.headers, text: of("text/plain")?.text ?? "", html: of("text/html")?.text };
}

function parsePart(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n") };
}

/**
 * A real SMTP server on 127.0.0.1 for tests. `failNext(n, code)` makes the next n deliveries fail with
 * that reply code (e.g. 451, "try again later") after the message was transmitted.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let failCode = 451;
  let attempts = 0;
  let holdFrom = Number.POSITIVE_INFINITY;
  const held: Array<() => void> = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: failCode });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw), raw });
        for (const wake of waiters.splice(0)) wake();
        if (received.length >= holdFrom) held.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Deliveries tried so far, failed or not. */
    attempts: () => attempts,
    failNext(count: number, code = 451) {
      failures = count;
      failCode = code;
    },
    /**
     * From the `count`th message on, each is received but its "250 OK" is held back until `release()`: the
     * sender cannot know it arrived (a process killed then has sent it without knowing).
     */
    holdFrom(count: number) {
      holdFrom = count;
    },
    release() {
      holdFrom = Number.POSITIVE_INFINITY;
      for (const answer of held.splice(0)) answer();
    },
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
