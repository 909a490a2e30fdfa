import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}
export interface LintResult {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

/**
 * `redocly lint` (the pinned @redocly/cli, its recommended ruleset as redocly.yaml sets it, the findings
 * right by design in .redocly.lint-ignore.yaml) on an OpenAPI document, as an API consumer runs it.
 */
export async function lintOpenApi(doc: unknown, root = process.cwd()): Promise<LintResult> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    copyFileSync(join(root, 'redocly.yaml'), join(dir, 'redocly.yaml'));
    copyFileSync(join(root, '.redocly.lint-ignore.yaml'), join(dir, '.redocly.lint-ignore.yaml'));
    const cli = resolve(root, 'node_modules/@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'];
    const stdout = await new Promise<string>((done, fail) => {
      // exit code 1 means problems were found: the JSON on stdout says which
      execFile(
        process.execPath,
        args,
        {
          cwd: dir,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
        (error, out) => {
          if (error && !out) fail(error);
          else done(out);
        },
      );
    });
    return JSON.parse(stdout) as LintResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
