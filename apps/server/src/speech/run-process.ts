import { spawn } from 'node:child_process';

/** A speech or encoding program failed, timed out or could not be started; the route answers 503. */
export class SpeechFailed extends Error {}

const STDERR_KEPT = 2000;

/**
 * Runs one program with an argument array (never a shell), `input` written to its standard
 * input, and answers its standard output. Killed after `timeoutMs`; a non-zero exit, a signal or
 * a missing program rejects with SpeechFailed naming the program and the end of its stderr.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: { input?: Buffer | string; timeoutMs: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    const chunks: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    // A program that exits before reading all its input closes the pipe: its exit code tells.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new SpeechFailed(`${command} could not be started: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new SpeechFailed(`${command} took longer than ${options.timeoutMs} ms`));
      else if (code !== 0)
        reject(new SpeechFailed(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
      else resolve(Buffer.concat(chunks));
    });
    child.stdin.end(options.input ?? '');
  });
}
