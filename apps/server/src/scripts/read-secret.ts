import readline from 'node:readline';

/**
 * Reads a secret from the terminal without echoing it (raw mode: each key is read, none shown),
 * or the first line of piped input when there is no terminal. Ctrl-C ends the process.
 */
export async function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return readFirstLine();
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          input.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        }
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else if (key >= ' ') typed += key;
      }
    };
    input.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
