import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const THIS_TREE = path.resolve(import.meta.dirname, "..", "..");

/**
 * A production build of an older commit to measure beside this tree: a detached git worktree under the temp
 * folder (kept between runs, so the build is made once), this tree's node_modules hard-linked in (`cp -al`,
 * right while the older lockfile only lacks packages added since), and `next build` run there.
 */
export function prepareBaselineTree(commit: string): { dir: string; commit: string; lockfileDiffers: boolean } {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: THIS_TREE, encoding: "utf8" }).trim();
  const sha = git("rev-parse", "--short", `${commit}^{commit}`);
  const dir = path.join(os.tmpdir(), `lighthouse-baseline-${sha}`);
  if (!existsSync(dir)) git("worktree", "add", "--detach", dir, sha);
  if (!existsSync(path.join(dir, "node_modules"))) {
    execFileSync("cp", ["-al", path.join(THIS_TREE, "node_modules"), path.join(dir, "node_modules")]);
  }
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    console.log(`${sha}: building the older tree in ${dir}…`);
    execFileSync("npx", ["next", "build"], { cwd: dir, stdio: "inherit" });
  }
  const lockfileDiffers = git("diff", "--name-only", sha, "HEAD", "--", "package-lock.json") !== "";
  return { dir, commit: sha, lockfileDiffers };
}
