import { writeFileSync } from "node:fs";

/**
 * Everything the bench prints (its progress lines and its tables) is also written to `file` when the process
 * ends, however it ends, so a run's figures can be read again: `bench/results.md`, not committed. The accepted
 * figures go to docs/performance.md by hand.
 */
export function keepPrintedReport(file: string): void {
  const lines: string[] = [
    `# npm run bench ${process.argv.slice(2).join(" ")}`,
    "",
    `${new Date().toISOString()}`,
    "",
  ];
  const print = console.log.bind(console);
  console.log = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(" "));
    print(...parts);
  };
  process.on("exit", () => writeFileSync(file, `${lines.join("\n")}\n`));
}
