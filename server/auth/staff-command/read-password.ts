import { CommandError } from "../../process/command-error";

/** Everything on standard input (a pipe or a file); the password is its first line. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString("utf8");
  return text.split(/\r?\n/)[0] ?? "";
}

/** One line typed at the terminal, not echoed. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve) => {
    let value = "";
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stderr.write("\n");
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stderr.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

/**
 * The new password: the first line of standard input when it is not a terminal (scripts, pipes),
 * otherwise asked twice at the terminal without echo.
 */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readPiped();
    if (!password) throw new CommandError("No password on standard input (the first line is read).");
    return password;
  }
  const first = await readHidden("New password (at least 12 characters): ");
  const second = await readHidden("Repeat the password: ");
  if (first !== second) throw new CommandError("The two passwords differ; nothing was changed.");
  return first;
}
