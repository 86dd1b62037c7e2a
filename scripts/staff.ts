// `npm run staff -- <command> [username]`: staff accounts, whether or not the server is running.
//   add <username> [--role admin|sales|viewer]
//                         create an account (password: first line of standard input, or prompted);
//                         without --role the first account is an admin, later ones sales
//   list                  every account, active or disabled, with its last login and open sessions
//   disable <username>    disable an account; its sessions end at once
//   enable <username>     enable a disabled account again
//   password <username>   set a new password; the account's sessions end
//   mfa <username>        give the account a second factor (TOTP): prints the otpauth URI, a QR code and
//                         ten one-time recovery codes; the account's sessions end
// Exit status: 0 done, 1 refused or failed, 2 wrong usage.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderUnicodeCompact } from "uqr";
import { usernameSchema } from "#core/domain/auth";
import { isRole, ROLES, type Role } from "#core/domain/roles";
import { serverT } from "#core/i18n/resources.server";
import { passwordProblem } from "../server/auth/password-policy";
import { connectStaffCommand } from "../server/auth/staff-command/connect";
import { readNewPassword } from "../server/auth/staff-command/read-password";
import { parseEnv } from "../server/env";
import { CommandError } from "../server/process/command-error";
import { runMain, UsageError } from "../server/process/run-main";

// Like `npm start`: relative paths (DATA_DIR, migrations, translations) are relative to the project.
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));

const USAGE = `Usage: npm run staff -- <command> [username]

  add <username> [--role admin|sales|viewer]
                        create a staff account (the password is read from standard input
                        when it is not a terminal, otherwise prompted without echo); without
                        --role the first account is an admin, later ones are sales
  list                  list the staff accounts
  disable <username>    disable an account (its sessions end at once)
  enable <username>     enable a disabled account again
  password <username>   set a new password (the account's sessions end)
  mfa <username>        give the account a second factor (an authenticator app's code after the
                        password): prints a QR code, the otpauth URI and ten one-time recovery codes;
                        run it again for a new secret and new codes (the old ones stop working)

Passwords have at least 12 characters; common passwords are refused.`;

const t = serverT("en");
const when = (iso: string | null) => (iso ? `${iso.replace("T", " ").slice(0, 16)} UTC` : "never");
const sessionsText = (n: number) => `${n} open session${n === 1 ? "" : "s"}`;

function usernameOf(args: string[]): string {
  const parsed = usernameSchema.safeParse(args[0] ?? "");
  if (!args[0]) throw new UsageError("This command needs a username.");
  if (!parsed.success) throw new CommandError(t("staff:accounts.usernameInvalid"));
  return parsed.data;
}

/** `--role <role>` (or `--role=<role>`) taken out of the arguments; undefined when not given. */
function takeRole(args: string[]): { role: Role | undefined; rest: string[] } {
  const at = args.findIndex((arg) => arg === "--role" || arg.startsWith("--role="));
  if (at < 0) return { role: undefined, rest: args };
  const arg = args[at] ?? "";
  const value = arg.includes("=") ? arg.slice("--role=".length) : args[at + 1];
  if (!isRole(value)) throw new UsageError(`--role takes one of: ${ROLES.join(", ")}.`);
  return { role: value, rest: args.filter((_, i) => i !== at && (arg.includes("=") || i !== at + 1)) };
}

function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new CommandError(t(problem.key, problem.values));
}

async function main(argv: string[]): Promise<number> {
  const [command, ...given] = argv;
  const { role, rest: args } = takeRole(given);
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (!["add", "list", "disable", "enable", "password", "mfa"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  const env = parseEnv();
  const username = command === "list" ? "" : usernameOf(args);
  let password = "";
  if (command === "add" || command === "password") {
    password = await readNewPassword();
    checkPassword(password, username);
  }

  const connection = await connectStaffCommand(env);
  const { ops } = connection;
  try {
    console.log(connection.route);
    if (command === "list") {
      const users = await ops.list();
      if (users.length === 0)
        console.log("No staff accounts yet. Create one with: npm run staff -- add <username>");
      for (const user of users) {
        console.log(
          `${user.username.padEnd(20)} ${user.role.padEnd(7)} ${(user.active ? "active" : "disabled").padEnd(9)} created ${when(
            user.createdAt,
          )}  last login ${when(user.lastLoginAt)}  ${sessionsText(user.openSessions)}`,
        );
      }
    } else if (command === "mfa") {
      const result = await ops.enrollMfa(username);
      console.log(`Second factor for ${username}: scan this QR code with an authenticator app`);
      console.log("(or enter the URI below); from now on the gate asks for its code after the password.\n");
      console.log(renderUnicodeCompact(result.uri, { border: 2 }));
      console.log(`\n${result.uri}\n`);
      console.log("Recovery codes (each works once, instead of the app's code; keep them somewhere safe):");
      for (const code of result.recoveryCodes) console.log(`  ${code}`);
      console.log(`\nThe sessions of ${username} have ended.`);
    } else if (command === "add") {
      const added = await ops.add(username, password, role);
      console.log(`Added the staff account ${username} (${added.role}).`);
    } else if (command === "password") {
      const result = await ops.changePassword(username, password);
      console.log(`Changed the password of ${username}; ${sessionsText(result.endedSessions)} ended.`);
    } else {
      const active = command === "enable";
      const result = await ops.setActive(username, active);
      if (!result.changed) console.log(`${username} was already ${active ? "active" : "disabled"}.`);
      else if (active) console.log(`Enabled ${username}.`);
      else console.log(`Disabled ${username}; ${sessionsText(result.endedSessions)} ended.`);
    }
    return 0;
  } finally {
    await connection.close();
  }
}

await runMain(() => main(process.argv.slice(2)), USAGE);
